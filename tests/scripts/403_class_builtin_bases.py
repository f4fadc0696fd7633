# Level 2: built-in types as bases (list, dict with __missing__, Exception, int, str), and object.__new__.
class MyList(list):
    def total(self):
        return sum(self)
    def __repr__(self):
        return "MyList(" + list.__repr__(self) + ")"
m = MyList([1, 2, 3])
m.append(4)
m += [5]
print(m, m.total(), len(m), m[1:3], type(m).__name__, isinstance(m, list), sorted(m, reverse=True))
class Stack(list):
    def push(self, x):
        self.append(x)
    def peek(self):
        return self[-1]
s = Stack()
s.push(1); s.push(2)
print(s.peek(), s.pop(), s, bool(Stack()))
class DefaultDict(dict):
    def __init__(self, factory):
        super().__init__()
        self.factory = factory
    def __missing__(self, key):
        v = self[key] = self.factory()
        return v
dd = DefaultDict(list)
dd["a"].append(1)
dd["a"].append(2)
dd["b"].append(3)
print(dict(dd), "c" in dd, dd.get("c"), len(dd))
class Twice(dict):
    def __missing__(self, k):
        return k * 2
t = Twice(a=1)
print(t["a"], t["zz"], t.get("zz"), "zz" in t)
class CIDict(dict):
    def __setitem__(self, k, v):
        super().__setitem__(k.lower(), v)
    def __getitem__(self, k):
        return super().__getitem__(k.lower())
c = CIDict()
c["Key"] = 1
print(c["KEY"], list(c.keys()))
class AppError(Exception):
    pass
class DBError(AppError):
    def __init__(self, msg, code=0):
        super().__init__(msg)
        self.code = code
try:
    raise DBError("conn lost", 42)
except AppError as e:
    print(type(e).__name__, e, e.code, e.args, isinstance(e, Exception))
class Celsius(float):
    def __repr__(self):
        return "%.1f C" % self
print(Celsius(21.5), Celsius(1) + 1)
class MyInt(int):
    def double(self):
        return self * 2
print(MyInt(21).double(), MyInt(5) + 1, isinstance(MyInt(3), int))
class Name(str):
    def shout(self):
        return self.upper() + "!"
print(Name("bob").shout(), Name("x") + "y", len(Name("abc")))
class Pair(tuple):
    def first(self):
        return self[0]
print(Pair((1, 2)).first(), Pair((3, 4)))
class Obj:
    def __new__(cls, *args):
        inst = super().__new__(cls)
        inst.created_with = args
        return inst
    def __init__(self, a, b):
        self.sum = a + b
o = Obj(1, 2)
print(o.created_with, o.sum)
class Singleton:
    _inst = None
    def __new__(cls):
        if cls._inst is None:
            cls._inst = super().__new__(cls)
        return cls._inst
print(Singleton() is Singleton())
