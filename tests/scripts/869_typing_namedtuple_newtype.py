# typing: NamedTuple and TypedDict (functional forms), NewType.
from typing import NamedTuple, TypedDict, NewType

Point = NamedTuple("Point", [("x", int), ("y", float)])
p = Point(1, 2.5)
print(p, p.x, p.y, Point._fields, Point.__annotations__, p._asdict(), p._replace(x=7))
print(isinstance(p, tuple), p == (1, 2.5), Point(y=3, x=4))
Emp = NamedTuple("Emp", name=str, id=int)
print(Emp("ann", 3), Emp._fields)
try:
    NamedTuple("X", [("a", int)], b=int)
except TypeError as e:
    print(type(e).__name__, e)

Movie = TypedDict("Movie", {"name": str, "year": int})
m = Movie(name="Blade Runner", year=1982)
print(m, type(m).__name__, m["year"], Movie.__annotations__, Movie.__total__, sorted(Movie.__required_keys__))
Opt = TypedDict("Opt", {"a": int}, total=False)
print(Opt(), Opt.__total__, sorted(Opt.__optional_keys__), Opt(a=1))

UserId = NewType("UserId", int)
u = UserId(42)
print(u, type(u).__name__, UserId.__supertype__, UserId.__name__, UserId)
print(UserId(5) + 1, NewType("Names", list)([1]))
try:
    class Sub(UserId):
        pass
except TypeError as e:
    print(type(e).__name__, str(e).split(".")[0])
