# abc: ABCMeta, ABC, abstract methods, register, __subclasshook__, caches
import abc
from abc import ABC, ABCMeta, abstractmethod


class Shape(ABC):
    @abstractmethod
    def area(self):
        ...

    @abstractmethod
    def perimeter(self):
        ...

    def describe(self):
        return "%s with area %s" % (type(self).__name__, self.area())


print(sorted(Shape.__abstractmethods__), type(Shape) is ABCMeta, isinstance(Shape, ABCMeta))
try:
    Shape()
except TypeError as e:
    print("TypeError:", e)


class Half(Shape):
    def area(self):
        return 1


try:
    Half()
except TypeError as e:
    print("TypeError:", e)


class Square(Half):
    def __init__(self, s=2):
        self.s = s

    def area(self):
        return self.s * self.s

    def perimeter(self):
        return 4 * self.s


sq = Square()
print(sq.describe(), sq.perimeter(), Square.__abstractmethods__ == frozenset())
print(isinstance(sq, Shape), issubclass(Square, Shape), issubclass(int, Shape), isinstance(3, Shape))


# properties, classmethods and staticmethods can be abstract
class Config(metaclass=ABCMeta):
    @property
    @abstractmethod
    def name(self):
        ...

    @classmethod
    @abstractmethod
    def make(cls):
        ...

    @staticmethod
    @abstractmethod
    def version():
        ...

    old = abc.abstractproperty(lambda self: 1)


print(sorted(Config.__abstractmethods__))
try:
    Config()
except TypeError as e:
    print("TypeError:", e)


class Legacy(ABC):
    @abc.abstractclassmethod
    def a(cls):
        ...

    @abc.abstractstaticmethod
    def b():
        ...


print(sorted(Legacy.__abstractmethods__))


# register: virtual subclasses
class Sized(ABC):
    @abstractmethod
    def size(self):
        ...


token = abc.get_cache_token()
Sized.register(list)


@Sized.register
class Thing:
    pass


print(abc.get_cache_token() > token, issubclass(list, Sized), isinstance([], Sized), isinstance(Thing(), Sized))
print(issubclass(tuple, Sized), isinstance((), Sized), issubclass(bool, Sized))
print(Sized.register(list) is list)
try:
    Sized.register(3)
except TypeError as e:
    print("TypeError:", e)


class Sub(Sized):
    def size(self):
        return 0


try:
    Sub.register(Sized)
except RuntimeError as e:
    print("RuntimeError:", e)
print(issubclass(list, Sub), isinstance(Sub(), Sized))


# __subclasshook__
class HasLen(ABC):
    @classmethod
    def __subclasshook__(cls, C):
        if cls is HasLen:
            return any("__len__" in B.__dict__ for B in C.__mro__)
        return NotImplemented


class Box:
    def __len__(self):
        return 0


print(issubclass(Box, HasLen), isinstance(Box(), HasLen), issubclass(int, HasLen), isinstance("", HasLen))
print(issubclass(dict, HasLen), issubclass(float, HasLen))
try:
    issubclass(3, HasLen)
except TypeError as e:
    print("TypeError:", e)


# update_abstractmethods
class Later(ABC):
    @abstractmethod
    def run(self):
        ...


class Impl(Later):
    pass


def run(self):
    return "ran"


Impl.run = run
print(sorted(Impl.__abstractmethods__))
abc.update_abstractmethods(Impl)
print(sorted(Impl.__abstractmethods__), Impl().run())
print(abc.update_abstractmethods(int) is int)


# the abstract check also covers plain classes with __abstractmethods__ set
class Manual:
    pass


Manual.__abstractmethods__ = frozenset({"x"})
try:
    Manual()
except TypeError as e:
    print("TypeError:", e)
Manual.__abstractmethods__ = frozenset()
print(type(Manual()).__name__)
print(abstractmethod(run) is run, run.__isabstractmethod__)
