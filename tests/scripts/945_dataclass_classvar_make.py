# dataclasses with typing: ClassVar written as typing.ClassVar[...] (not
# only as a string) is not a field; fields() of an instance;
# make_dataclass.
import dataclasses
import typing
from dataclasses import dataclass, field, fields, make_dataclass, asdict
from typing import ClassVar


@dataclass
class Config:
    name: str
    count: ClassVar[int] = 0
    limit: typing.ClassVar[int] = 10
    plain: ClassVar = 'p'
    text: 'ClassVar[str]' = 'x'
    level: int = 1


c = Config('a')
print(c, [f.name for f in fields(Config)], [f.name for f in fields(c)])
print(Config.count, Config.limit, Config.plain, Config.text)
print(asdict(c), Config.__match_args__)
print(dataclasses.__dict__['_FIELD_CLASSVAR'] is Config.__dataclass_fields__['count']._field_type)
try:
    @dataclass
    class Bad:
        x: ClassVar[list] = field(default_factory=list)
except TypeError as e:
    print(type(e).__name__, e)
try:
    @dataclass
    class Bad2:
        x: ClassVar[int] = field(default=1, kw_only=True)
except TypeError as e:
    print(type(e).__name__, e)


@dataclass
class Shared:
    items: ClassVar[list] = []      # a mutable ClassVar default is allowed
    n: int = 0


print(Shared(), Shared.items)
try:
    fields(3)
except TypeError as e:
    print(type(e).__name__, e)

P = make_dataclass('P', ['x', ('y', int), ('z', int, field(default=5)), ('w', str, 'dflt')],
                   namespace={'total': lambda self: self.y + self.z})
p = P(1, 2)
print(p, p.total(), P.__annotations__, P.__module__, P.__qualname__, P.__name__)
print([f.name for f in fields(p)], p == P(1, 2), P.__match_args__)
F = make_dataclass('F', [('a', int)], frozen=True, order=True)
print(F(1) < F(2), hash(F(1)) == hash(F(1)))
try:
    F(1).a = 2
except dataclasses.FrozenInstanceError as e:
    print(type(e).__name__, e)


@dataclass
class Base:
    base: int = 0


D = make_dataclass('D', [('extra', str, '')], bases=(Base,))
print(D(3, 'e'), issubclass(D, Base))
for bad in [['x', 'x'], ['class'], ['1x'], [('a', int, 1, 2)], [(3, int)]]:
    try:
        make_dataclass('Bad', bad)
    except TypeError as e:
        print(type(e).__name__, e)
K = make_dataclass('K', [('a', int), ('b', int)], kw_only=True)
print(K(b=1, a=2))
