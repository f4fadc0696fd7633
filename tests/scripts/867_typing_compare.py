# typing: equality, hashing, __origin__/__args__, get_origin/get_args, | unions.
from typing import (Any, Optional, Union, List, Dict, Tuple, Callable, Literal, Annotated,
                    get_origin, get_args, Generic, TypeVar)

print(Union[int, str] == Union[str, int], List[int] == List[int], List[int] == list[int])
print(Optional[int] == Union[int, None], List[int] != List[str], hash(List[int]) == hash(List[int]))
print(Literal[1, 2] == Literal[2, 1], Literal[1] == Literal[True], Annotated[int, "x"] == Annotated[int, "x"])
print(len({List[int], List[int], Dict[str, int]}))
print(List[int].__origin__, List[int].__args__, Dict[str, int].__args__, Union[int, str].__args__)
print(Union[int, str].__origin__, Optional[int].__args__, Callable[[int], str].__args__)
print(Tuple[int, ...].__args__, Tuple[()].__args__, Callable[..., int].__args__, Literal[1, "a"].__args__)
print(get_origin(Dict[str, int]), get_origin(Optional[int]), get_origin(List), get_origin(int))
print(get_origin(list[int]), get_origin(Annotated[int, "m"]) is Annotated, get_origin(Generic), get_origin(int | str))
print(get_args(Dict[str, int]), get_args(Optional[int]), get_args(Callable[[int], str]))
print(get_args(Callable[..., str]), get_args(int), get_args(list[int]), get_args(int | str))
print(get_args(Annotated[int, "m", 2]), Annotated[int, "m"].__metadata__, Annotated[Annotated[int, 1], 2])
print(int | List[int], List[int] | None, Optional[int] | str, Union[int, str] | None)
T = TypeVar("T")
print(T | None, None | List[int], List[int].__name__, Dict.__name__ if hasattr(Dict, "__name__") else "-")
