# typing: cast, overload, final, no_type_check, get_type_hints, assert_never, annotated code.
import typing
from typing import (Any, Dict, List, Optional, Union, Callable, Iterable, Tuple, cast, overload,
                    final, no_type_check, get_type_hints, assert_never, assert_type, Final, ClassVar,
                    TYPE_CHECKING)

if TYPE_CHECKING:
    import nothing_of_this_exists

print(cast(int, "not really"), cast("List[int]", [1]), cast(List[int], (1,)), assert_type(3, int))


@overload
def double(x: int) -> int: ...
@overload
def double(x: str) -> str: ...
def double(x: Union[int, str]) -> Union[int, str]:
    return x * 2


print(double(4), double("ab"))


@overload
def only(x: int) -> int: ...


try:
    only(1)
except NotImplementedError as e:
    print(type(e).__name__, e)


@final
def fixed() -> None:
    pass


@no_type_check
def loose(a: "whatever") -> "anything":
    return a


print(fixed.__final__, loose.__no_type_check__, loose(5))


class Config:
    name = "x"


def plain(a, b=1):
    return a


print(get_type_hints(Config), get_type_hints(plain), get_type_hints(typing))
try:
    assert_never(3)
except AssertionError as e:
    print(type(e).__name__, e)


def apply(fn: Callable[[int], int], items: Iterable[int]) -> List[int]:
    return [fn(i) for i in items]


def lookup(d: Dict[str, Any], key: str, default: Optional[Any] = None) -> Optional[Any]:
    return d.get(key, default)


def pairs(xs: List[int]) -> List[Tuple[int, int]]:
    return list(zip(xs, xs[1:]))


print(apply(lambda i: i * i, range(4)), lookup({"a": 1}, "a"), lookup({}, "b", 0), pairs([1, 2, 3]))
LIMIT: Final = 10
counts: Dict[str, int] = {}
counts["a"] = counts.get("a", 0) + 1
print(LIMIT, counts)
print(sorted(n for n in ("List", "Dict", "Optional", "Union", "Generic", "Protocol", "TypeVar", "cast")
             if n in typing.__all__))
