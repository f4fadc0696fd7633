import copy

class Base:
    __slots__ = ("a", "__hidden")
    def __init__(self):
        self.a = [1]
        self.__hidden = "h"
    def hidden(self):
        return self.__hidden

class Child(Base):
    __slots__ = ("b",)
    def __init__(self):
        super().__init__()
        self.b = {"k": [2]}

class WithDict(Child):
    def __init__(self):
        super().__init__()
        self.extra = (3, [4])

for cls in (Base, Child, WithDict):
    o = cls()
    s = copy.copy(o)
    d = copy.deepcopy(o)
    print(cls.__name__, type(s).__name__, s.a is o.a, d.a is o.a, d.a == o.a, d.hidden(), s.hidden())
    if hasattr(o, "b"):
        print(" b", s.b is o.b, d.b == o.b, d.b["k"] is o.b["k"])
    if hasattr(o, "extra"):
        print(" extra", s.extra is o.extra, d.extra == o.extra, d.extra[1] is o.extra[1])

class Partial:
    __slots__ = ("x", "y")
p = Partial()
p.x = 1
q = copy.copy(p)
print(q.x, hasattr(q, "y"))

class NewArgs:
    def __new__(cls, n):
        obj = super().__new__(cls)
        obj.n = n
        return obj
    def __getnewargs__(self):
        return (self.n,)
print(copy.copy(NewArgs(7)).n, copy.deepcopy(NewArgs(8)).n)

class NoNewArgs:
    def __new__(cls, n):
        return super().__new__(cls)
    def __init__(self, n):
        self.n = n
try:
    copy.copy(NoNewArgs(1))
except TypeError as e:
    print("TypeError", e)
