# collections.namedtuple
from collections import namedtuple

Point = namedtuple('Point', 'x y')
p = Point(1, 2)
print(p, p.x, p.y, p[0], p[-1], len(p), tuple(p), list(p))
print(Point(x=3, y=4), Point(5, y=6), Point, type(p).__name__)
print(p == (1, 2), p == Point(1, 2), p < Point(1, 3), hash(p) == hash((1, 2)), p + (3,))
x, y = p
print(x, y, Point._fields, p._asdict(), p._replace(y=9), p)
print(Point._make([7, 8]), Point._make(iter('ab')), isinstance(p, tuple))
print(p.count(1), p.index(2), p[:1], {p: 'v'}[Point(1, 2)])
P3 = namedtuple('P3', ['a', 'b', 'c'], defaults=[10, 20])
print(P3(1), P3(1, 2), P3(1, 2, 3), P3._field_defaults, P3(a=0, c=5))
R = namedtuple('R', 'x, def, _z, x', rename=True)
print(R._fields, R(1, 2, 3, 4))
One = namedtuple('One', 'v')
print(One(1), One.__doc__, Point.__doc__)
Empty = namedtuple('Empty', '')
print(Empty(), len(Empty()), Empty._fields)
class Vec(namedtuple('Vec', 'x y')):
    __slots__ = ()
    def norm2(self):
        return self.x * self.x + self.y * self.y
    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)
v = Vec(3, 4)
print(v, v.norm2(), v + Vec(1, 1), Vec._fields)
pts = sorted([Point(3, 1), Point(1, 2), Point(1, 1)])
print(pts, max(pts, key=lambda q: q.y))
print(namedtuple('N', ('a', 'b'))(*range(2)), namedtuple('M', 'a b', module='mymod'))
print(p.__getnewargs__(), Point.__name__)

def e(f):
    try:
        print(repr(f()))
    except Exception as x:
        print(type(x).__name__ + ':', x)

e(lambda: Point(1))
e(lambda: Point())
e(lambda: P3())
e(lambda: namedtuple('T', 'a b c')())
e(lambda: Point(1, 2, 3))
e(lambda: Point(1, y=2, z=3))
e(lambda: Point(1, x=2))
e(lambda: Point._make([1]))
e(lambda: p._replace(z=1))
e(lambda: namedtuple('P', 'x x'))
e(lambda: namedtuple('P', 'x _y'))
e(lambda: namedtuple('P', 'x def'))
e(lambda: namedtuple('1P', 'x'))
e(lambda: namedtuple('P', 'x 1y'))
e(lambda: namedtuple('P', 'x y', defaults=[1, 2, 3]))
e(lambda: p.z)
