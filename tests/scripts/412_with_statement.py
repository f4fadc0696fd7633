# Level 2: with statements: __enter__/__exit__, as-targets, suppression, exceptions in enter/exit, nesting, return/break.
class Ctx:
    def __init__(self, name, suppress=False):
        self.name = name
        self.suppress = suppress
    def __enter__(self):
        print("enter", self.name)
        return self.name.upper()
    def __exit__(self, t, v, tb):
        print("exit", self.name, t.__name__ if t else None, v)
        return self.suppress
with Ctx("a") as v:
    print("body", v)
with Ctx("b", True):
    raise ValueError("suppressed")
print("after b")
try:
    with Ctx("c"):
        raise KeyError("escapes")
except KeyError as e:
    print("caught", e)
with Ctx("x") as x, Ctx("y") as y:
    print(x, y)
with Ctx("outer", True):
    with Ctx("inner"):
        1 / 0
def ret():
    with Ctx("r"):
        return "returned"
print(ret())
for i in range(3):
    with Ctx("loop%d" % i):
        if i == 1:
            break
        continue
class BadEnter:
    def __enter__(self):
        raise RuntimeError("enter failed")
    def __exit__(self, *a):
        print("never")
try:
    with BadEnter():
        print("never")
except RuntimeError as e:
    print(e)
class BadExit:
    def __enter__(self):
        return self
    def __exit__(self, *a):
        raise TypeError("exit failed")
try:
    with BadExit():
        raise ValueError("inner")
except TypeError as e:
    print(e, repr(e.__context__))
try:
    with 5:
        pass
except (TypeError, AttributeError) as e:
    print(type(e).__name__)
class Lock:
    def __init__(self):
        self.held = False
    def __enter__(self):
        self.held = True
        return self
    def __exit__(self, *exc):
        self.held = False
        return False
l = Lock()
with l as same:
    print(same is l, l.held)
print(l.held)
with Ctx("ab") as (a, b):
    print(a, b)
import threading
lk = threading.Lock()
with lk:
    print("locked", lk.locked())
print("unlocked", lk.locked())
