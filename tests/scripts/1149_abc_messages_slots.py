# abc: the instantiation error's wording and order, ABCs with __slots__,
# abstract members overridden by plain attributes, virtual subclasses
# through several levels, __subclasshook__ answers, and argument errors.
import abc
from abc import ABC, ABCMeta, abstractmethod


def attempt(label, fn):
    try:
        r = fn()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "!", type(e).__name__, e)


class Many(ABC):
    @abstractmethod
    def zeta(self): ...

    @abstractmethod
    def alpha(self): ...

    @property
    @abstractmethod
    def mid(self): ...

    @classmethod
    @abstractmethod
    def beta(cls): ...

    @staticmethod
    @abstractmethod
    def gamma(): ...


attempt("many", lambda: Many())


class One(Many):
    def zeta(self): return "z"
    def alpha(self): return "a"
    mid = 5
    @classmethod
    def beta(cls): return "b"


attempt("one left", lambda: One())


class Done(One):
    gamma = staticmethod(lambda: "g")


d = Done()
print("done", d.zeta(), d.alpha(), d.mid, Done.beta(), Done.gamma(), sorted(Done.__abstractmethods__))
print("abstract flags", Many.zeta.__isabstractmethod__, getattr(Done.zeta, "__isabstractmethod__", False),
      Many.__dict__["mid"].__isabstractmethod__, Many.__dict__["beta"].__isabstractmethod__)


class Slotted(ABC):
    __slots__ = ("x",)

    @abstractmethod
    def get(self): ...


class SlottedImpl(Slotted):
    __slots__ = ("y",)

    def __init__(self):
        self.x, self.y = 1, 2

    def get(self):
        return self.x + self.y


s = SlottedImpl()
print("slots", s.get(), hasattr(s, "__dict__"), Slotted.__slots__, SlottedImpl.__slots__)
attempt("slots new attr", lambda: setattr(s, "z", 3))
attempt("slotted abstract", lambda: Slotted())


class Meta(metaclass=ABCMeta):
    @abstractmethod
    def __call__(self): ...

    @abstractmethod
    def __len__(self): ...


attempt("dunders", lambda: Meta())


class Base1(ABC):
    @abstractmethod
    def f(self): ...


class Base2(ABC):
    @abstractmethod
    def g(self): ...


class Both(Base1, Base2):
    def f(self): return 1


attempt("two bases", lambda: Both())


class Mixin:
    def g(self): return 2


class WithMixin(Mixin, Both):
    pass


print("mixin", WithMixin().g(), sorted(WithMixin.__abstractmethods__))


class After(Both, Mixin):
    pass


attempt("mixin after", lambda: After())

# virtual subclasses through levels
class Root(ABC):
    pass


class Mid(Root):
    pass


class Leaf:
    pass


class LeafChild(Leaf):
    pass


Mid.register(Leaf)
print("levels", issubclass(LeafChild, Root), issubclass(LeafChild, Mid), isinstance(LeafChild(), Root),
      Root in LeafChild.__mro__)
print("not reverse", issubclass(Root, Leaf), issubclass(Mid, Leaf))
Root.register(int)
print("builtin", isinstance(5, Root), issubclass(bool, Root), isinstance(5, Mid))
attempt("register self-cycle", lambda: Leaf.register(Mid))
attempt("register subclass of self", lambda: Mid.register(Root))
print("register existing subclass", Root.register(Mid) is Mid)
attempt("issubclass non-class", lambda: issubclass(5, Root))
attempt("isinstance tuple", lambda: isinstance(5, (Root, 3)))
print("cache token", type(abc.get_cache_token()).__name__)


class Hook(ABC):
    @classmethod
    def __subclasshook__(cls, C):
        if cls is not Hook:
            return NotImplemented
        if any("quack" in B.__dict__ for B in C.__mro__):
            return True
        if any("bark" in B.__dict__ for B in C.__mro__):
            return False
        return NotImplemented


class Duck:
    def quack(self): ...


class Dog:
    def bark(self): ...


class RegisteredDog(Dog):
    pass


Hook.register(RegisteredDog)


class HookChild(Hook):
    pass


print("hook", issubclass(Duck, Hook), issubclass(Dog, Hook), issubclass(RegisteredDog, Hook),
      issubclass(int, Hook), issubclass(Duck, HookChild), issubclass(HookChild, Hook))


class BadHook(ABC):
    @classmethod
    def __subclasshook__(cls, C):
        return 42


attempt("bad hook", lambda: issubclass(int, BadHook))


class ExplicitMeta(metaclass=ABCMeta):
    pass


print("ABC type", type(ABC) is ABCMeta, ABC.__slots__ if hasattr(ABC, "__slots__") else None,
      type(ExplicitMeta).__name__, isinstance(ExplicitMeta, type))
