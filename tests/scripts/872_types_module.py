# types: the names of the interpreter's types, and SimpleNamespace.
import types
import sys


def f():
    pass


def g():
    yield 1


class C:
    def m(self):
        pass


print(type(f) is types.FunctionType, types.LambdaType is types.FunctionType, type(g()) is types.GeneratorType)
print(type(C().m) is types.MethodType, type(len) is types.BuiltinFunctionType, type([].append) is types.BuiltinMethodType)
print(type(sys) is types.ModuleType, type(f.__code__) is types.CodeType, types.NoneType is type(None))
print(types.NotImplementedType is type(NotImplemented), types.EllipsisType is type(...))
print(types.GenericAlias, types.UnionType, type(list[int]) is types.GenericAlias, type(int | str) is types.UnionType)
print(types.GenericAlias(list, (int,)), types.GenericAlias(dict, (str, int)) == dict[str, int])
print(isinstance(f, types.FunctionType), isinstance(len, types.FunctionType))
ns = types.SimpleNamespace(a=1, b="two")
print(ns, ns.a, ns.b)
ns.c = [3]
del ns.a
print(ns, vars(ns))
print(types.SimpleNamespace() == types.SimpleNamespace(), ns == types.SimpleNamespace(b="two", c=[3]), ns != ns)
print(types.SimpleNamespace(x=1) == types.SimpleNamespace(x=2))
try:
    types.SimpleNamespace(1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    hash(ns)
except TypeError as e:
    print(type(e).__name__)
try:
    ns.missing
except AttributeError as e:
    print(type(e).__name__)


class Point(types.SimpleNamespace):
    pass


print(Point(x=1, y=2))
