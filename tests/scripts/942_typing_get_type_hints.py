# typing.get_type_hints on functions, classes (through the MRO) and
# modules, with string annotations evaluated in the right namespace.
import sys
import typing
from typing import (get_type_hints, List, Optional, Annotated, ClassVar, Dict, Union,
                    Required, NotRequired, TypedDict, NamedTuple, no_type_check)

count: int = 0
label: 'str'


def f(a: int, b: 'List[Node]', c: Optional['Node'] = None, *args: str, d: None = None,
      **kw: 'float') -> 'Node':
    pass


class Node:
    value: int
    next: 'Optional[Node]'
    tag: ClassVar[str] = 'n'
    size: Annotated[int, 'positive']

    def method(self, other: 'Node') -> bool:
        return True


class Leaf(Node):
    weight: float
    value: str          # overrides the base's annotation


print(get_type_hints(f))
print(f.__annotations__)
print(get_type_hints(Node))
print(get_type_hints(Leaf))
print(get_type_hints(Leaf, include_extras=True))
print(get_type_hints(Node.method))
print(get_type_hints(Node().method))
print(get_type_hints(sys.modules[__name__]))
print(get_type_hints(lambda: 0), get_type_hints(len), get_type_hints(object))


def g(x: list['int'], y: 'dict[str, Node]', z: 'int | None' = 1, w: Annotated['int', 3] = 0):
    pass


print(get_type_hints(g))
print(get_type_hints(g, include_extras=True))


def h(x: 'Missing'):
    pass


try:
    get_type_hints(h)
except NameError as e:
    print(type(e).__name__, e)
print(get_type_hints(h, {'Missing': bytes}))
print(get_type_hints(h, None, {'Missing': bytearray}))


class Inner:
    alias = int
    x: 'alias'


print(get_type_hints(Inner))


class TD(TypedDict, total=False):
    a: Required[int]
    b: NotRequired['str']
    c: Annotated[List[int], 'meta']


print(get_type_hints(TD))
print(get_type_hints(TD, include_extras=True))


class NT(NamedTuple):
    x: int
    y: 'Node'


print(get_type_hints(NT))


@no_type_check
def skipped(x: 'Nothing'):
    pass


print(get_type_hints(skipped))
try:
    get_type_hints(3)
except TypeError as e:
    print(type(e).__name__, e)


def bad(x: '(1, 2)'):
    pass


try:
    get_type_hints(bad)
except TypeError as e:
    print(type(e).__name__, e)


def local_scope():
    class Local:
        pass

    def k(v: 'Local'):
        pass
    try:
        get_type_hints(k)
    except NameError as e:
        print(type(e).__name__, e)
    print(get_type_hints(k, localns=locals()))


local_scope()
print(get_type_hints(typing.get_type_hints))
