# typing: TypeVar, Generic classes, substitution.
from typing import TypeVar, Generic, List, Dict, Optional, Protocol, runtime_checkable, Iterator

T = TypeVar("T")
K = TypeVar("K", bound=int)
V = TypeVar("V", int, str, covariant=True)
C = TypeVar("C", contravariant=True)
print(T, K, V, C, T.__name__, K.__bound__, V.__constraints__, V.__covariant__, T.__bound__, T.__constraints__)


class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: List[T] = []

    def push(self, item: T) -> None:
        self.items.append(item)

    def pop(self) -> T:
        return self.items.pop()

    def __iter__(self) -> Iterator[T]:
        return iter(self.items)


class Pair(Generic[K, T]):
    def __init__(self, a: K, b: T):
        self.a, self.b = a, b


s = Stack[int]()
s.push(1)
s.push(2)
print(s.pop(), list(s), type(s).__name__, s.__orig_class__)
print(Stack[int], Stack[str].__origin__ is Stack, Stack[int].__args__, Generic[T], Pair[str, int])
print(Stack.__mro__, Stack.__orig_bases__, Stack.__parameters__, Pair.__parameters__)
p = Pair[int, str](1, "x")
print(p.a, p.b)
print(List[T], Dict[K, V], List[T][int], Dict[str, T][int], Optional[T], Optional[T][str], List[T].__parameters__)
print(Dict[K, List[T]][int, str], Dict[K, List[T]].__parameters__)


class IntStack(Stack[int]):
    pass


print(IntStack.__mro__, IntStack.__orig_bases__)
i = IntStack()
i.push(5)
print(list(i))


class MyList(List[int]):
    pass


print(MyList.__mro__, MyList([1, 2]))


@runtime_checkable
class Closer(Protocol):
    def close(self) -> None: ...


class Proto2(Protocol[T]):
    def get(self) -> T: ...


print(Closer.__mro__, Proto2.__mro__, Closer.__name__)
for bad in ("Generic[int]", "Generic[T, T]", "Stack[int, str]", "Pair[int]", "Stack[int][str]",
            "IntStack[int]", "Generic()", "TypeVar('X', int)", "TypeVar('X', int, str, bound=int)",
            "TypeVar('X', covariant=True, contravariant=True)", "T()", "List[T][int, str]"):
    try:
        r = eval(bad)
        print(bad, "->", type(r).__name__)
    except (TypeError, ValueError) as e:
        print(bad, type(e).__name__, e)
