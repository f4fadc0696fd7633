"""Names for the interpreter's built-in types (the types module).

Each name is the type of an object fpy makes (FunctionType is
type(lambda: 0), and so on); SimpleNamespace is a plain class here.
GenericAlias (list[int]) and UnionType (int | None) are the built-in types
of runtime/genericalias.c.  Not here: MappingProxyType (a class's
__dict__ is a dict in fpy), coroutine and async generator types,
FrameType, TracebackType, new_class/prepare_class (no metaclasses).
"""

import sys


def _f():
    pass


def _gen():
    yield 1


class _C:
    def _m(self):
        pass


def _cell():
    x = 1

    def inner():
        return x
    return inner.__closure__[0]


FunctionType = type(_f)
LambdaType = type(lambda: None)
CodeType = type(_f.__code__)
GeneratorType = type(_gen())
MethodType = type(_C()._m)
BuiltinFunctionType = type(len)
BuiltinMethodType = type([].append)
WrapperDescriptorType = type(object.__init__)
MethodDescriptorType = type(str.join)
ModuleType = type(sys)
CellType = type(_cell())
NoneType = type(None)
NotImplementedType = type(NotImplemented)
EllipsisType = type(Ellipsis)
GenericAlias = type(list[int])
UnionType = type(int | str)

del _f, _gen, _C, _cell


class SimpleNamespace:
    """An object whose attributes are the keywords it was made with."""

    def __init__(self, *args, **kwargs):
        if args:
            raise TypeError("no positional arguments expected")
        for k, v in kwargs.items():
            setattr(self, k, v)

    def __repr__(self):
        name = "namespace" if type(self) is SimpleNamespace else type(self).__name__
        items = ", ".join(f"{k}={v!r}" for k, v in self.__dict__.items())
        return f"{name}({items})"

    def __eq__(self, other):
        if isinstance(self, SimpleNamespace) and isinstance(other, SimpleNamespace):
            return self.__dict__ == other.__dict__
        return NotImplemented

    __hash__ = None
