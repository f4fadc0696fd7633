# The class form of typing.TypedDict: instances are plain dicts; the class
# keeps its annotations and its required and optional keys.
from typing import TypedDict, Required, NotRequired


class Movie(TypedDict):
    title: str
    year: int


class Partial(TypedDict, total=False):
    name: str
    size: int


class Both(Movie, total=False):
    rating: float
    note: Required[str]


class Mixed(TypedDict):
    a: int
    b: NotRequired[str]


m = Movie(title='Up', year=2009)
print(m, type(m) is dict, type(m).__name__)
print(Movie(), Movie({'title': 'x'}, year=1))
print(Movie.__annotations__)
print(sorted(Movie.__required_keys__), sorted(Movie.__optional_keys__), Movie.__total__)
print(sorted(Partial.__required_keys__), sorted(Partial.__optional_keys__), Partial.__total__)
print(Both.__annotations__)
print(sorted(Both.__required_keys__), sorted(Both.__optional_keys__), Both.__total__)
print(sorted(Mixed.__required_keys__), sorted(Mixed.__optional_keys__))
print(Movie.__name__, Movie.__module__, Movie.__mro__)
print(issubclass(Movie, dict))
try:
    class Bad(Movie, int):
        pass
except TypeError as e:
    print(type(e).__name__, e)
try:
    class Bad2(TypedDict):
        x: (int, str)
except TypeError as e:
    print(type(e).__name__, e)

F = TypedDict('F', {'a': int, 'b': str}, total=False)
print(F(a=1), F.__annotations__, sorted(F.__optional_keys__), F.__total__)


class Sub(F):
    c: bytes


print(Sub.__annotations__, sorted(Sub.__required_keys__), sorted(Sub.__optional_keys__))
print(Sub(a=1, c=b''))
