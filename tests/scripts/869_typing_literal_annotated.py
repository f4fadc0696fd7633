# typing: Literal, Annotated, Final, ClassVar, ForwardRef, the ABC aliases.
from typing import (Literal, Annotated, Final, ClassVar, ForwardRef, List, Optional, Iterable,
                    Mapping, AbstractSet, Collection, Container, Reversible, MutableSequence,
                    MutableSet, KeysView, ItemsView, ValuesView, Awaitable, Coroutine, AsyncIterator,
                    AsyncGenerator, ContextManager, SupportsInt, SupportsFloat, SupportsIndex,
                    SupportsAbs, SupportsRound, AnyStr)

Mode = Literal["r", "w", "a"]
print(Mode, Mode.__args__, Literal[Literal[1, 2], 3], Literal[1, 2, 1], Literal[b"x", -1, None])
print(Literal[1] == Literal[1], Literal[1] == Literal[2], Literal[0] == Literal[False])
A = Annotated[List[int], "units: m", 10]
print(A, A.__origin__, A.__metadata__, Annotated[A, "more"], Annotated[int, "x"] == Annotated[int, "y"])
print(Final[int], ClassVar[List[int]], List["Node"], Optional["Node"], ForwardRef("X"), ForwardRef("X") == ForwardRef("X"))
print(Iterable[int], Mapping[str, int], AbstractSet[int], Collection[int], Container[int], Reversible[int])
print(MutableSequence[int], MutableSet[int], KeysView[str], ItemsView[str, int], ValuesView[int])
print(Awaitable[int], Coroutine[int, str, None], AsyncIterator[int], AsyncGenerator[int, None], ContextManager[int])
print(AnyStr, SupportsInt.__name__, SupportsFloat.__mro__[1:], SupportsIndex.__name__, SupportsAbs.__name__, SupportsRound.__name__)
from typing import IO, TextIO, BinaryIO
print(IO, IO[str], IO[bytes].__origin__, TextIO.__mro__, BinaryIO.__mro__)


def dump(out: TextIO, lines: Iterable[str]) -> None:
    for line in lines:
        out.write(line + "\n")


import sys
dump(sys.stdout, ["first", "second"])
