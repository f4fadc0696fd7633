# isinstance/issubclass call a metaclass's __instancecheck__ and
# __subclasscheck__ (and those of a non-class object's class), as do class
# patterns; typing.TypedDict classes refuse both checks through them.
from typing import TypedDict


class Meta(type):
    def __instancecheck__(cls, obj):
        print("instancecheck", cls.__name__, type(obj).__name__)
        return obj == 1

    def __subclasscheck__(cls, sub):
        print("subclasscheck", cls.__name__, getattr(sub, '__name__', sub))
        return sub is int


class A(metaclass=Meta):
    pass


class B(A):
    pass


print(isinstance(1, A), isinstance(2, A))
print(isinstance(A(), A))           # the exact type: no call
print(isinstance(B(), A))
print(isinstance(1, (str, A)), isinstance('s', (str, A)))
print(issubclass(int, A), issubclass(A, A), issubclass(3, A), issubclass(bool, (A, str)))


class Truthy(type):
    def __instancecheck__(cls, obj):
        return [1]                   # any object: its truth counts


class T(metaclass=Truthy):
    pass


print(isinstance(None, T))


class Refuse(type):
    def __instancecheck__(cls, obj):
        raise TypeError(f"{cls.__name__} refuses isinstance")


class R(metaclass=Refuse):
    pass


try:
    isinstance(1, R)
except TypeError as e:
    print(type(e).__name__, e)
print(isinstance(R(), R))


class Checker:
    def __instancecheck__(self, obj):
        return isinstance(obj, str)

    def __subclasscheck__(self, sub):
        return sub is bytes


print(isinstance('x', Checker()), isinstance(1, Checker()), issubclass(bytes, Checker()))
for v in (1, 5):
    match v:
        case A():
            print(v, "matches A")
        case _:
            print(v, "does not match A")


class Movie(TypedDict):
    title: str


for call in (lambda: isinstance({}, Movie), lambda: issubclass(dict, Movie)):
    try:
        call()
    except TypeError as e:
        print(type(e).__name__, e)
print(isinstance(Movie(title='x'), dict))
try:
    isinstance(1, 3)
except TypeError as e:
    print(type(e).__name__, e)
try:
    issubclass(3, int)
except TypeError as e:
    print(type(e).__name__, e)
