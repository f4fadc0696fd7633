from dataclasses import dataclass, field, fields, asdict, astuple, replace, is_dataclass, FrozenInstanceError, MISSING
import dataclasses

@dataclass
class Point:
    x: int
    y: int = 0
p = Point(1, 2)
print(p, Point(3), p == Point(1, 2), p != Point(1, 3), Point.__match_args__)
print(repr(p), str(p))
try:
    hash(p)
except TypeError as e:
    print("TypeError", e)
print(Point.__hash__)

@dataclass(frozen=True, order=True)
class V:
    a: int
    b: str = "z"
v = V(1)
print(v, hash(v) == hash(V(1)), V(1) < V(2), V(1, "a") < V(1, "b"), sorted([V(3), V(1), V(2)]))
try:
    v.a = 5
except FrozenInstanceError as e:
    print(type(e).__name__, e, isinstance(e, AttributeError))
try:
    del v.a
except FrozenInstanceError as e:
    print(type(e).__name__, e)
try:
    v.new = 1
except AttributeError as e:
    print(type(e).__name__, e)
print(V(1) < V(1), V(1) <= V(1))
try:
    V(1) < 3
except TypeError as e:
    print("TypeError", e)

@dataclass
class Inv:
    name: str
    tags: list = field(default_factory=list)
    count: int = field(default=0, repr=False)
    secret: str = field(default="s", compare=False)
    calc: int = field(init=False, default=7)
i1 = Inv("a"); i2 = Inv("a")
i1.tags.append(1)
print(i1, i2, i1.tags is i2.tags, Inv("b", [1], 2, "x") == Inv("b", [1], 2, "y"))
print([f.name for f in fields(Inv)], [f.name for f in fields(i1)])
print(asdict(i1), astuple(i1))
print(replace(i1, name="q"))
try:
    replace(i1, calc=3)
except ValueError as e:
    print("ValueError", e)
print(is_dataclass(Inv), is_dataclass(i1), is_dataclass(3), is_dataclass(int))

@dataclass
class WithPost:
    a: int
    b: int = field(init=False)
    def __post_init__(self):
        self.b = self.a * 2
print(WithPost(4))

@dataclass
class Base:
    x: int
    y: int = 1
@dataclass
class Derived(Base):
    z: int = 2
    x: int = 10
print(Derived(), Derived(1, 2, 3), [f.name for f in fields(Derived)])

@dataclass(eq=False)
class NoEq:
    a: int
print(NoEq(1) == NoEq(1), hash(NoEq(1)) != 0)

@dataclass(unsafe_hash=True)
class UH:
    a: int
    b: list = field(default_factory=list, hash=False)
print(hash(UH(1)) == hash(UH(1, [1])))

@dataclass(repr=False, init=False)
class Bare:
    a: int = 3
print(Bare().a, "object at" in repr(Bare()))

