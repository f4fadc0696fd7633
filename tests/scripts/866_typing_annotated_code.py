# An annotated program runs: the hints are evaluated and otherwise ignored.
from typing import (Any, Callable, Dict, Generic, Iterable, Iterator, List, Optional, Protocol,
                    Sequence, Set, Tuple, TypeVar, Union)

T = TypeVar("T")
Number = Union[int, float]
Matrix = List[List[Number]]


class Shape(Protocol):
    def area(self) -> float: ...


class Square:
    def __init__(self, side: float) -> None:
        self.side = side

    def area(self) -> float:
        return self.side * self.side


class Registry(Generic[T]):
    def __init__(self) -> None:
        self._items: Dict[str, T] = {}

    def add(self, name: str, item: T) -> "Registry[T]":
        self._items[name] = item
        return self

    def get(self, name: str, default: Optional[T] = None) -> Optional[T]:
        return self._items.get(name, default)

    def __iter__(self) -> Iterator[Tuple[str, T]]:
        return iter(sorted(self._items.items()))


def total_area(shapes: Iterable[Shape]) -> float:
    return sum(s.area() for s in shapes)


def transpose(m: Matrix) -> Matrix:
    return [list(row) for row in zip(*m)]


def compose(f: Callable[[Any], Any], g: Callable[[Any], Any]) -> Callable[[Any], Any]:
    return lambda x: f(g(x))


def unique(xs: Sequence[T]) -> Set[T]:
    return set(xs)


reg: Registry[Square] = Registry[Square]()
reg.add("a", Square(2)).add("b", Square(3))
print([(n, s.area()) for n, s in reg], reg.get("zz"), reg.get("a").side)
print(total_area(s for _, s in reg), transpose([[1, 2, 3], [4, 5.5, 6]]))
print(compose(str, lambda x: x + 1)(41), sorted(unique([3, 1, 3, 2])))
print(Number, Matrix, Registry[Square])
