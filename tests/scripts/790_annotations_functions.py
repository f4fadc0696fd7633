# Function annotations: f.__annotations__, evaluated when the def runs.
def f(x: int = 0, *a: str, k: 'T' = 1, **kw: float) -> str:
    return str(x)
print(f.__annotations__)
print(f(5))

def order(a: 1, /, b: 2, *c: 3, d: 4, **e: 5) -> 6:
    pass
print(list(order.__annotations__.items()))

def partial(a, b: "only b", c=3):
    pass
print(partial.__annotations__)

def none():
    pass
print(none.__annotations__, type(none.__annotations__).__name__)
none.__annotations__["x"] = 1
print(none.__annotations__)

def ret_only() -> None:
    pass
print(ret_only.__annotations__)

# evaluated once, at definition time, in the enclosing scope
calls = []
def ann(name):
    calls.append(name)
    return name.upper()
def g(p: ann("p"), q: ann("q") = ann("default")) -> ann("ret"):
    pass
print(calls, g.__annotations__)
g(1)
g(2)
print(calls)

# annotations of nested functions see the enclosing function's locals
def outer():
    T = list
    def inner(v: T) -> T:
        return v
    return inner
print(outer().__annotations__)

# methods and private names (mangled in the keys)
class C:
    def m(self, __secret: int, other: "C") -> "C":
        return self
print(C.m.__annotations__)
print(C().m.__annotations__ is C.m.__annotations__)

# lambdas have none
lam = lambda x: x
print(lam.__annotations__)

# setting and deleting
def h(x: int):
    pass
h.__annotations__ = {"y": str}
print(h.__annotations__)
try:
    h.__annotations__ = [1]
except TypeError as e:
    print(type(e).__name__, e)
del h.__annotations__
print(h.__annotations__)
h.__annotations__ = None
print(h.__annotations__)

# an annotation that raises stops the def
try:
    def bad(x: undefined_name):
        pass
except NameError as e:
    print(type(e).__name__, e)
print("bad" in globals())

# generators and decorators keep their annotations
def deco(fn):
    print("decorating, annotations:", fn.__annotations__)
    return fn
@deco
def gen(n: int) -> "Iterator":
    yield n
print(list(gen(3)))

# *args: *Ts (a starred annotation): the one item the value unpacks to
Ts = [int]
def star(*args: *Ts):
    pass
print(star.__annotations__)
try:
    def star2(*args: *[1, 2]):
        pass
except ValueError as e:
    print(type(e).__name__, e)
