# The class form of typing.NamedTuple: fields from annotations, defaults,
# methods, and the namedtuple helpers.
from typing import NamedTuple, Generic
import typing


class P(NamedTuple):
    """A point."""
    x: int
    y: int = 0

    def norm2(self):
        return self.x * self.x + self.y * self.y

    @property
    def swapped(self):
        return P(self.y, self.x)

    def __str__(self):
        return f"<{self.x},{self.y}>"


p = P(3, 4)
print(p, repr(p), p.norm2(), p.swapped)
print(P(1), P(x=2, y=5))
print(P._fields, P._field_defaults, P.__annotations__)
print(p._replace(y=9), p._asdict())
print(P._make([7, 8]))
print(P.__doc__, P.__name__, P.__module__, P.__bases__)
print(isinstance(p, tuple), type(p) is P, p == (3, 4), p[0], len(p))
a, b = p
print(a, b, hash(p) == hash((3, 4)))
print(p.x, p.y)
try:
    p.x = 1
except AttributeError as e:
    print(type(e).__name__)


class Q(P):
    def total(self):
        return self.x + self.y


print(Q(1, 2), Q(1, 2).total(), Q._fields)


class Emp(NamedTuple):
    name: str
    tags: list = []
    nick: 'str' = 'n/a'


print(Emp('ann'), Emp.__annotations__)

try:
    class Bad(NamedTuple):
        x: int = 1
        y: int
except TypeError as e:
    print(type(e).__name__, e)

try:
    class Bad2(NamedTuple):
        x: int = 1
        z: int = 2
        y: int
except TypeError as e:
    print(type(e).__name__, e)

try:
    class Bad3(NamedTuple):
        x: int

        def _asdict(self):
            return {}
except AttributeError as e:
    print(type(e).__name__, e)

try:
    class Bad4(NamedTuple, int):
        x: int
except TypeError as e:
    print(type(e).__name__, e)

try:
    P(1, 2, 3)
except TypeError as e:
    print(type(e).__name__, e)

F = NamedTuple('F', [('a', int), ('b', str)])
print(F(1, 'x'), F.__annotations__)
G = NamedTuple('G', a=int)
print(G(5))


class Empty(NamedTuple):
    pass


print(Empty(), Empty._fields)
print(type(P).__name__, type(typing.NamedTuple).__name__)
