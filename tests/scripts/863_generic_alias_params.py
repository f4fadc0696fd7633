# types.GenericAlias with type variables: __parameters__ and substitution.
from typing import TypeVar

T = TypeVar("T")
K = TypeVar("K")
a = dict[K, list[T]]
print(a, a.__parameters__, list[T].__parameters__, list[int].__parameters__)
print(list[T][int], dict[str, T][float], a[str, int], tuple[T, ...][bytes])
print(a[str, int] == dict[str, list[int]])
for bad in ("list[T][int, str]", "dict[K, T][int]", "list[int][int]"):
    try:
        eval(bad)
    except TypeError as e:
        print(bad, type(e).__name__, e)
