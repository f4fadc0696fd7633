# a built-in base's __new__ makes instances of its subclasses
class L(list):
    pass
class D(dict):
    pass
class I(int):
    pass
class S(str):
    def __new__(cls, v):
        return super().__new__(cls, v.upper())
class T(tuple):
    pass

x = list.__new__(L)
print(type(x).__name__, x)
x.extend([1, 2])
print(x, len(x), isinstance(x, list))
d = dict.__new__(D)
d["a"] = 1
print(type(d).__name__, d)
i = int.__new__(I, 7)
print(type(i).__name__, i + 1)
print(S("abc"), type(S("x")).__name__)
print(tuple.__new__(T, (1, 2)), type(tuple.__new__(T, [3])).__name__)
print(str.__new__(S, "q"), type(str.__new__(S, "q")).__name__)
y = L.__new__(L)
print(type(y).__name__, y)

for f, a in [(dict.__new__, (L,)), (object.__new__, (L,)), (list.__new__, (int,)),
             (list.__new__, (5,)), (list.__new__, ()), (int.__new__, (L,)),
             (object.__new__, (S,)), (list.__new__, (list,))]:
    try:
        r = f(*a)
        print("ok", type(r).__name__, r)
    except TypeError as e:
        print("TypeError", e)

class Plain:
    def __new__(cls, *args):
        return object.__new__(cls)
    def __init__(self, a):
        self.a = a
p = Plain.__new__(Plain)
print(type(p).__name__, hasattr(p, "a"))
class FromList(L):
    def __new__(cls, *a):
        return list.__new__(cls)
print(type(FromList()).__name__)
