from dataclasses import dataclass, field

@dataclass(order=True, frozen=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0
    label: str = field(default="", compare=False)

vs = [Version(1, 2), Version(0, 9, 9), Version(1, 2, 1, "rc"), Version(1, 0)]
print(sorted(vs))
print(max(vs), min(vs), Version(1, 2) == Version(1, 2, 0, "x"), Version(1) < Version(1, 0, 1))
print(len({Version(1), Version(1, 0, 0, "dup"), Version(2)}))
d = {Version(3): "three"}
print(d[Version(3, 0, 0, "anything")])

@dataclass(unsafe_hash=True)
class Key:
    a: int
    b: str
    note: list = field(default_factory=list, compare=False)
k1, k2 = Key(1, "x"), Key(1, "x", [9])
print(k1 == k2, hash(k1) == hash(k2), {k1: 1}[k2])
k1.a = 5
print(k1)

@dataclass(eq=False)
class Ident:
    v: int
a, b = Ident(1), Ident(1)
print(a == b, a == a, len({a, b}))

@dataclass
class Plain:
    v: int
print(Plain.__hash__ is None, Plain(1) == Plain(1), Plain(1) == 1, Plain(1) != Plain(2))
try:
    {Plain(1)}
except TypeError as e:
    print("TypeError", e)

@dataclass(order=True)
class Task:
    priority: int
    name: str = field(compare=False)
import heapq
h = []
for p, n in [(3, "c"), (1, "a"), (2, "b")]:
    heapq.heappush(h, Task(p, n))
print([heapq.heappop(h).name for _ in range(3)])
print(Task(1, "x") <= Task(1, "y"), Task(2, "x") > Task(1, "y"))
try:
    Task(1, "x") < Version(1)
except TypeError as e:
    print("TypeError", e)
