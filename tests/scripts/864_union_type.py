# PEP 604: X | Y on types gives types.UnionType.
u = int | str
print(u, type(u).__name__, u.__args__)
print(int | None, None | int, int | str | None, int | int, (int | str) | (str | float))
print(list[int] | None, dict[str, int] | list[str])


class A:
    pass


class B(A):
    pass


print(A | None, A | B | None)
print(u == (str | int), u == (int | float), u != (str | int), hash(u) == hash(str | int))
print(isinstance(3, u), isinstance("x", u), isinstance(3.0, u), isinstance(None, int | None))
print(isinstance(True, int | str), issubclass(bool, int | str), issubclass(float, int | str))
print(isinstance(B(), A | None), issubclass(B, int | A))
for bad in ("int | 3", "3 | int", "int | 'str'"):
    try:
        eval(bad)
    except TypeError as e:
        print(type(e).__name__, e)


def f(x: int | None = None) -> str | None:
    return None if x is None else str(x)


print(f(), f(5))
