"""abc: abstract base classes.

Provides ABCMeta (register, isinstance/issubclass through __subclasshook__,
the registry and the subclass caches, all held in WeakSets), ABC,
abstractmethod, abstractclassmethod, abstractstaticmethod,
abstractproperty, get_cache_token and update_abstractmethods.  A class
whose __abstractmethods__ is not empty cannot be instantiated (the runtime
checks it in object.__new__, with CPython 3.11's message).  Left out: the
C accelerator (_abc); _dump_registry.
"""

from _weakrefset import WeakSet

__all__ = ["ABCMeta", "ABC", "abstractmethod", "abstractclassmethod", "abstractstaticmethod",
           "abstractproperty", "get_cache_token", "update_abstractmethods"]


def abstractmethod(funcobj):
    """Mark a method abstract: a class with one cannot be instantiated."""
    funcobj.__isabstractmethod__ = True
    return funcobj


def _is_abstract(value):
    if getattr(value, "__isabstractmethod__", False):
        return True
    # descriptors that wrap functions: abstract if what they wrap is
    if isinstance(value, property):
        return any(getattr(f, "__isabstractmethod__", False) for f in (value.fget, value.fset, value.fdel))
    if isinstance(value, (classmethod, staticmethod)):
        return getattr(value.__func__, "__isabstractmethod__", False)
    return False


class abstractclassmethod(classmethod):
    __isabstractmethod__ = True

    def __init__(self, callable):
        callable.__isabstractmethod__ = True  # __new__ took the callable


class abstractstaticmethod(staticmethod):
    __isabstractmethod__ = True

    def __init__(self, callable):
        callable.__isabstractmethod__ = True  # __new__ took the callable


class abstractproperty(property):
    __isabstractmethod__ = True


def get_cache_token():
    """A token that changes whenever a class is registered with any ABC."""
    return ABCMeta._abc_invalidation_counter


def _compute_abstracts(cls, names):
    abstracts = set()
    for name, value in names:
        if _is_abstract(value):
            abstracts.add(name)
    for base in cls.__bases__:
        for name in getattr(base, "__abstractmethods__", ()):
            if _is_abstract(getattr(cls, name, None)):
                abstracts.add(name)
    return frozenset(abstracts)


class ABCMeta(type):
    """Metaclass of the abstract base classes."""

    _abc_invalidation_counter = 0

    def __new__(mcls, name, bases, namespace, /, **kwargs):
        cls = super().__new__(mcls, name, bases, namespace, **kwargs)
        cls.__abstractmethods__ = _compute_abstracts(cls, list(namespace.items()))
        cls._abc_registry = WeakSet()
        cls._abc_cache = WeakSet()
        cls._abc_negative_cache = WeakSet()
        cls._abc_negative_cache_version = ABCMeta._abc_invalidation_counter
        # the direct subclasses, for __subclasscheck__ (type.__subclasses__)
        cls._abc_subclasses = WeakSet()
        for base in bases:
            if isinstance(base, ABCMeta):
                base._abc_subclasses.add(cls)
        return cls

    def register(cls, subclass):
        """Register a virtual subclass of this ABC; returns it (a decorator)."""
        if not isinstance(subclass, type):
            raise TypeError("Can only register classes")
        if issubclass(subclass, cls):
            return subclass
        if issubclass(cls, subclass):
            raise RuntimeError("Refusing to create an inheritance cycle")
        cls._abc_registry.add(subclass)
        ABCMeta._abc_invalidation_counter += 1
        return subclass

    def __instancecheck__(cls, instance):
        subclass = instance.__class__
        if subclass in cls._abc_cache:
            return True
        subtype = type(instance)
        if subtype is subclass:
            if (cls._abc_negative_cache_version == ABCMeta._abc_invalidation_counter and
                    subclass in cls._abc_negative_cache):
                return False
            return cls.__subclasscheck__(subclass)
        return any(cls.__subclasscheck__(c) for c in (subclass, subtype))

    def __subclasscheck__(cls, subclass):
        if not isinstance(subclass, type):
            raise TypeError('issubclass() arg 1 must be a class')
        if subclass in cls._abc_cache:
            return True
        if cls._abc_negative_cache_version < ABCMeta._abc_invalidation_counter:
            cls._abc_negative_cache = WeakSet()
            cls._abc_negative_cache_version = ABCMeta._abc_invalidation_counter
        elif subclass in cls._abc_negative_cache:
            return False
        ok = cls.__subclasshook__(subclass)
        if ok is not NotImplemented:
            if ok is not True and ok is not False:
                raise AssertionError("__subclasshook__ must return either False, True, or NotImplemented")
            if ok:
                cls._abc_cache.add(subclass)
            else:
                cls._abc_negative_cache.add(subclass)
            return ok
        if cls in getattr(subclass, '__mro__', ()):
            cls._abc_cache.add(subclass)
            return True
        for rcls in list(cls._abc_registry):
            if issubclass(subclass, rcls):
                cls._abc_cache.add(subclass)
                return True
        for scls in list(cls._abc_subclasses):
            if issubclass(subclass, scls):
                cls._abc_cache.add(subclass)
                return True
        cls._abc_negative_cache.add(subclass)
        return False

    def __subclasshook__(cls, subclass):
        return NotImplemented

    def _abc_registry_clear(cls):
        cls._abc_registry = WeakSet()

    def _abc_caches_clear(cls):
        cls._abc_cache = WeakSet()
        cls._abc_negative_cache = WeakSet()


def update_abstractmethods(cls):
    """Recompute cls.__abstractmethods__ after methods were added later."""
    if not hasattr(cls, '__abstractmethods__'):
        return cls
    cls.__abstractmethods__ = _compute_abstracts(cls, list(cls.__dict__.items()))
    return cls


class ABC(metaclass=ABCMeta):
    """A helper class: subclass it to make an abstract base class."""
    __slots__ = ()

    @classmethod
    def __subclasshook__(cls, subclass):
        return NotImplemented
