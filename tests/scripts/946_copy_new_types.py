# copy and deepcopy of bytearray, memoryview (refused), re patterns and
# matches (themselves), enum members (themselves), dataclass instances,
# generic aliases and unions.
import copy
import dataclasses
import enum
import re
import typing

ba = bytearray(b"abc")
c, d = copy.copy(ba), copy.deepcopy(ba)
print(c, d, c is ba, d is ba, type(c).__name__, c == ba)
ba.append(0x64)
print(ba, c, d)
nested = {'k': [ba, ba]}
dn = copy.deepcopy(nested)
print(dn, dn['k'][0] is dn['k'][1], dn['k'][0] is ba)
for f in (copy.copy, copy.deepcopy):
    for mv in (memoryview(b"x"), memoryview(bytearray(b"y"))):
        try:
            print(f(mv))
        except TypeError as e:
            print(type(e).__name__, e)
try:
    copy.deepcopy([1, memoryview(b"")])
except TypeError as e:
    print(type(e).__name__, e)

p = re.compile(r"a(b)")
print(copy.copy(p) is p, copy.deepcopy(p) is p, copy.deepcopy([p])[0] is p)
m = p.search("xab")
print(copy.copy(m) is m, copy.deepcopy(m) is m, copy.copy(m).group(1))


class Color(enum.Enum):
    RED = 1
    GREEN = [2]


class Num(enum.IntEnum):
    TWO = 2


class Word(enum.StrEnum):
    X = 'x'


class Perm(enum.Flag):
    R = 1
    W = 2


for mem in (Color.RED, Color.GREEN, Num.TWO, Word.X, Perm.R, Perm.R | Perm.W):
    print(repr(mem), copy.copy(mem) is mem, copy.deepcopy(mem) is mem,
          copy.deepcopy({'m': mem})['m'] is mem)


@dataclasses.dataclass
class Item:
    name: str
    tags: list = dataclasses.field(default_factory=list)


it = Item('a', ['t'])
s, dc = copy.copy(it), copy.deepcopy(it)
print(s, dc, s is it, s.tags is it.tags, dc.tags is it.tags, dc == it)


@dataclasses.dataclass(frozen=True)
class Frozen:
    x: int
    y: list


fz = Frozen(1, [3])
print(copy.copy(fz), copy.deepcopy(fz).y is fz.y, copy.deepcopy(fz) == fz)


@dataclasses.dataclass
class Tree:
    children: list


t = Tree([])
t.children.append(t)
t2 = copy.deepcopy(t)
print(t2.children[0] is t2, t2 is not t)

for alias in (list[int], dict[str, list[int]], int | None, typing.List[int],
              typing.Optional[str], typing.Callable[[int], str]):
    a, b = copy.copy(alias), copy.deepcopy(alias)
    print(a, b, a == alias, b == alias)
