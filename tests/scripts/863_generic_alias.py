# PEP 585: subscripting the built-in containers gives types.GenericAlias.
import collections

print(list[int], dict[str, int], set[str], frozenset[bytes], tuple[int, str])
print(tuple[int, ...], tuple[()], type[int], collections.deque[float])
print(dict[str, list[int]], list[dict[str, tuple[int, ...]]], list[None], list[...])


class Node:
    pass


print(list[Node], dict[str, Node])
a = dict[str, int]
print(a.__origin__, a.__args__, a.__parameters__)
print(list[int].__args__, tuple[()].__args__, type(list[int]).__name__)
print(a == dict[str, int], a != dict[str, int], a == dict[str, float], a == dict)
print(hash(a) == hash(dict[str, int]), {a: 1}[dict[str, int]])
print(a(x=1), list[int]((1, 2)), tuple[int, ...]([3]), set[int]())
print(list[int].__name__, list[int].append is list.append)
print(list.__class_getitem__(int), dict.__class_getitem__((str, int)))
try:
    isinstance([], list[int])
except TypeError as e:
    print(type(e).__name__, e)
try:
    issubclass(list, list[int])
except TypeError as e:
    print(type(e).__name__, e)
try:
    list[int][str]
except TypeError as e:
    print(type(e).__name__, e)
try:
    int[str]
except TypeError as e:
    print(type(e).__name__, e)
try:
    Node[int]
except TypeError as e:
    print(type(e).__name__, e)


class MyList(list[int]):
    pass


m = MyList([3, 1, 2])
m.sort()
print(m, MyList.__mro__, MyList.__orig_bases__)


def total(xs: list[int]) -> int:
    return sum(xs)


print(total([1, 2, 3]))
