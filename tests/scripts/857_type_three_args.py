# type(name, bases, ns) and metaclass selection from the bases
class Meta(type):
    def __new__(mcls, name, bases, ns, **kw):
        ns["made_by"] = mcls.__name__
        return super().__new__(mcls, name, bases, ns, **kw)
    def __init__(cls, name, bases, ns, **kw):
        super().__init__(name, bases, ns, **kw)
        cls.inited = True

class Base(metaclass=Meta):
    pass

D = type("D", (Base,), {"x": 1})
print(type(D).__name__, D.made_by, D.inited, D.x, D.__mro__[1] is Base)
E = Meta("E", (), {})
print(type(E).__name__, E.made_by, E.__bases__)
P = type("P", (), {"__init__": lambda self, v: setattr(self, "v", v), "get": lambda self: self.v})
print(P(5).get(), P.__name__, P.__qualname__, P.__module__)
Q = type("Q", (P,), {})
print(Q(2).get(), issubclass(Q, P), type(Q) is type)
print(type(3), type("s"), type(Q(1)).__name__, type(type))

class SubMeta(Meta):
    pass
class S(metaclass=SubMeta):
    pass
F = type("F", (Base, S), {})
print(type(F).__name__, F.made_by)
G = Meta("G", (S,), {})
print(type(G).__name__)
try:
    class M2(type):
        pass
    type("Bad", (Base, M2("Y", (), {})), {})
except TypeError as e:
    print("TypeError", e)
print(type.__new__(Meta, "H", (), {}).made_by if False else type(type.__new__(Meta, "H", (), {})).__name__)
