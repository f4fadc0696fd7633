# Class annotations: __annotations__ in the class namespace, an ordered dict
# of the simple names annotated in the body (what dataclasses read).
class Point:
    """A point."""
    x: int
    y: int = 0
    label: "str" = "p"
    __hidden: float = 1.5
    (paren): int = 5
    def method(self):
        local: int = 3
        return local

print(Point.__annotations__)
print(list(Point.__annotations__))
print(Point.y, Point.label, Point._Point__hidden, Point.paren)
print("x" in Point.__dict__, "y" in Point.__dict__)
print(Point().method())
print("__annotations__" in Point.__dict__)

# a class without annotations has none of its own
class Plain:
    a = 1
print("__annotations__" in Plain.__dict__)

# annotations inside if/for/while/try/with/match blocks of the body count
class Blocks:
    if True:
        a: int = 1
    else:
        b: str
    for i in range(1):
        c: list
    try:
        d: dict = {}
    except Exception:
        pass
    match 1:
        case 1:
            e: float = 1.0
print(Blocks.__annotations__)

# annotations are evaluated in the class body, in order
calls = []
def t(name):
    calls.append(name)
    return name
class Evaluated:
    first: t("first") = t("first value")
    second: t("second")
print(calls, Evaluated.__annotations__)

# the annotation dict is the class's own; subclasses get their own
class Base:
    a: int
class Derived(Base):
    b: str
print(Base.__annotations__, Derived.__annotations__)
class NoOwn(Base):
    pass
print(NoOwn.__annotations__ is Base.__annotations__)

# attribute and subscript targets are not recorded
class Targets:
    obj = type("O", (), {})()
    obj.attr: int = 1
    d = {}
    d["k"]: int = 2
print(Targets.__annotations__, Targets.obj.attr, Targets.d)

# a dataclass-like decorator reading the annotations
def fields(cls):
    cls._fields = tuple(cls.__annotations__)
    defaults = {k: cls.__dict__[k] for k in cls._fields if k in cls.__dict__}
    def __init__(self, *args, **kwargs):
        for name, val in zip(cls._fields, args):
            setattr(self, name, val)
        for name in cls._fields[len(args):]:
            setattr(self, name, kwargs.get(name, defaults.get(name)))
    cls.__init__ = __init__
    cls.__repr__ = lambda self: f"{cls.__name__}(" + ", ".join(f"{k}={getattr(self, k)!r}" for k in cls._fields) + ")"
    return cls
@fields
class Item:
    name: str
    qty: int = 1
    price: float = 0.0
print(Item("a"), Item("b", 3, price=2.5))
