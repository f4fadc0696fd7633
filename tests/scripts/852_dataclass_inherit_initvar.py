from dataclasses import dataclass, field, fields, InitVar, asdict, replace

@dataclass
class Base:
    id: int
    tags: list = field(default_factory=list, metadata={"doc": "labels"})

@dataclass
class Item(Base):
    name: str = "?"
    price: float = 0.0
    discount: InitVar[float] = 0.0
    final: float = field(init=False, repr=True, default=0.0)
    def __post_init__(self, discount):
        self.final = round(self.price * (1 - discount), 2)

i = Item(1, ["x"], "pen", 2.5, 0.2)
print(i)
print([(f.name, f.init, f.repr) for f in fields(Item)])
print(fields(Item)[1].metadata["doc"], asdict(i))
j = replace(i, name="pencil", discount=0.5)
print(j, j.tags is i.tags)
try:
    replace(i, name="x")
except ValueError as e:
    print("ValueError", e)

@dataclass
class Point3:
    x: float
    y: float
    z: float = 0.0
    def __add__(self, o):
        return Point3(self.x + o.x, self.y + o.y, self.z + o.z)
    def norm2(self):
        return self.x ** 2 + self.y ** 2 + self.z ** 2
p = Point3(1, 2) + Point3(3, 4, 5)
print(p, p.norm2(), Point3.__match_args__)

@dataclass
class Tree:
    value: int
    children: list = field(default_factory=list)
    def total(self):
        return self.value + sum(c.total() for c in self.children)
t = Tree(1, [Tree(2), Tree(3, [Tree(4)])])
print(t.total(), t)
print(asdict(t))

@dataclass
class Counter:
    counts: dict = field(default_factory=dict)
    def add(self, k):
        self.counts[k] = self.counts.get(k, 0) + 1
        return self
print(Counter().add("a").add("b").add("a"), Counter())

@dataclass(init=False)
class Manual:
    a: int
    b: int = 5
    def __init__(self, total):
        self.a = total - self.b
print(Manual(12))
from dataclasses import dataclass, field, KW_ONLY
import dataclasses
@dataclass
class P:
    x: int
    y: 'str' = 'a'
    z: list = field(default_factory=list)
    w: dataclasses.Field = None
    _: KW_ONLY
    k: float = 1.0
print(P.__doc__)
@dataclass
class Q:
    '''doc'''
    a: int
print(Q.__doc__)
@dataclass(init=False)
class R:
    a: int
print(R.__doc__)
class Local: pass
@dataclass
class S:
    l: Local
    d: dict = None
print(S.__doc__)
