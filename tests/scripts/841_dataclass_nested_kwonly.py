from dataclasses import dataclass, field, fields, asdict, astuple, replace, is_dataclass, FrozenInstanceError, MISSING
import dataclasses

@dataclass
class Point:
    x: int
    y: int = 0

@dataclass
class Nested:
    p: Point
    items: list
    m: dict
n = Nested(Point(1, 2), [Point(3, 4), (5, 6)], {"k": Point(0, 0)})
print(asdict(n))
print(astuple(n))
print(n)

@dataclass(kw_only=True)
class KW:
    a: int
    b: int = 2
print(KW(a=1), KW.__match_args__)
try:
    KW(1)
except TypeError as e:
    print("TypeError", e)

@dataclass
class Mixed:
    a: int
    _: dataclasses.KW_ONLY
    b: int
    c: int = 0
print(Mixed(1, b=2), Mixed.__match_args__)

@dataclass
class Rec:
    child: object = None
r = Rec(); r.child = r
print(r)

@dataclass
class WithMethods:
    w: float
    h: float
    def area(self):
        return self.w * self.h
    @property
    def double(self):
        return 2 * self.area()
print(WithMethods(2, 3).area(), WithMethods(2, 3).double)
print(Point.__init__.__qualname__, Point.__repr__.__qualname__)
@dataclass
class Empty:
    pass
print(Empty(), Empty() == Empty())
class Inner:
    @dataclass
    class P:
        v: int
print(Inner.P(1))
