import copy
from dataclasses import dataclass, field
from enum import Enum, Flag, auto

class Color(Enum):
    RED = 1
    BLUE = 2

class Perm(Flag):
    R = auto()
    W = auto()

@dataclass
class Shape:
    color: Color
    points: list = field(default_factory=list)
    perms: Perm = Perm.R

s = Shape(Color.RED, [[0, 0], [1, 1]], Perm.R | Perm.W)
c = copy.copy(s)
d = copy.deepcopy(s)
print(c, c.points is s.points)
print(d, d.points is s.points, d.points[0] is s.points[0], d.color is Color.RED, d.perms is s.perms)
d.points.append([2, 2])
print(len(s.points), len(d.points), s == c, s == d)

@dataclass(frozen=True)
class Frozen:
    a: int
    b: tuple
f = Frozen(1, (1, [2]))
g = copy.deepcopy(f)
print(g, g == f, g.b[1] is f.b[1])
h = copy.copy(f)
print(h is f, h == f)

class Registry:
    def __init__(self):
        self.items = {Color.RED: [1], Color.BLUE: [2]}
        self.me = self
r = copy.deepcopy(Registry())
print(r.me is r, r.items[Color.RED], list(r.items))
print(copy.deepcopy({Color.RED: Color.BLUE})[Color.RED] is Color.BLUE)
