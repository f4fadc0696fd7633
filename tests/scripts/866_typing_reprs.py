# typing: the common forms print as in CPython.
import typing
from typing import (Any, Optional, Union, List, Dict, Set, FrozenSet, Tuple, Callable, Iterable,
                    Iterator, Generator, Sequence, Mapping, MutableMapping, Type, Literal, Final,
                    ClassVar, Annotated, Deque, DefaultDict, Counter, NoReturn, Hashable, Text)

for hint in [Any, List, List[int], Dict[str, List[int]], Optional[int], Union[int, str],
             Union[int, str, None], Optional[Union[int, str]], Set[int], FrozenSet[str],
             Tuple, Tuple[int, ...], Tuple[()], Tuple[int, str], Type, Type[int],
             Callable, Callable[[int], str], Callable[..., int], Callable[[], None],
             Callable[[int, str], List[int]], Iterable[int], Iterator, Generator[int, None, None],
             Sequence[str], Mapping[str, int], MutableMapping, Literal["a", 1, True, None],
             Final[int], ClassVar[int], ClassVar, Annotated[int, "meta", 3], Deque[int],
             DefaultDict[str, int], Counter[str], NoReturn, Hashable, List["Node"],
             Union[int, List[int]], Union[int, list[int]], Dict[str, Optional[Tuple[int, ...]]],
             Optional, Union, Literal, Final]:
    print(repr(hint))
print(Text is str, typing.TYPE_CHECKING)
print(Union[int], Union[int, int], Optional[None], Union[None, int], Union[int, None, str])
print(Union[Union[int, str], float], Union[int, Union[str, int]], Literal[1, 1, 2])
