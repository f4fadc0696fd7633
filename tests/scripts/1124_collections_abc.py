# collections.abc: the ABCs, the built-in types registered with them, the mixin
# methods, and typing's unsubscripted aliases in isinstance/issubclass.
import collections.abc as a
import collections
print(collections.abc is a, sorted(a.__all__))
for t, objs in [(a.Iterator, [iter(b''), iter(bytearray()), iter({}), iter({}.values()), iter({}.items()), iter([]), reversed([]), iter(range(3)), iter(range(1 << 100)), iter(set()), iter(''), iter(()), zip(), [], 5]),
                (a.Sequence, [(), '', range(2), memoryview(b''), [], b'', bytearray(), {}]),
                (a.MutableSequence, [[], bytearray(), (), '']),
                (a.Mapping, [{}, type.__dict__, []]),
                (a.MutableMapping, [{}, collections.OrderedDict(), collections.Counter()]),
                (a.Set, [set(), frozenset(), {}.keys(), {}.items(), {}.values()]),
                (a.MutableSet, [set(), frozenset()]),
                (a.Hashable, [1, 'x', [], {}, (1,), None]),
                (a.Callable, [len, lambda: 0, 3, type]),
                (a.Sized, [[], 3, 'x']),
                (a.Container, [[], 3]),
                (a.Iterable, [[], 3, (x for x in [])]),
                (a.Generator, [(x for x in []), iter([])]),
                (a.Reversible, [[], {}, set()]),
                (a.Collection, [[], {}, set(), 3]),
                (a.ByteString, [b'', bytearray(), '']),
                (a.KeysView, [{}.keys(), {}.values()]),
                (a.ValuesView, [{}.values()]),
                (a.ItemsView, [{}.items()])]:
    print(t.__name__, [isinstance(o, t) for o in objs])

class MyMap(a.Mapping):
    def __init__(self, d): self._d = d
    def __getitem__(self, k): return self._d[k]
    def __iter__(self): return iter(self._d)
    def __len__(self): return len(self._d)
m = MyMap({'a': 1, 'b': 2})
print(m.get('a'), m.get('z', 0), 'a' in m, sorted(m.keys()), sorted(m.items()), sorted(m.values()), m == {'a': 1, 'b': 2})
print(m.keys() & {'a'}, m.keys() | {'c'} == {'a', 'b', 'c'}, repr(m.keys())[:11])
class MySeq(a.MutableSequence):
    def __init__(self): self._l = []
    def __getitem__(self, i): return self._l[i]
    def __setitem__(self, i, v): self._l[i] = v
    def __delitem__(self, i): del self._l[i]
    def __len__(self): return len(self._l)
    def insert(self, i, v): self._l.insert(i, v)
s = MySeq(); s.extend([3, 1, 2]); s.append(5); s.reverse(); s += [9]
print(list(s), s.index(1), s.count(9), 2 in s, list(reversed(s)), s.pop(), s.pop(0))
s.remove(1); print(list(s))
try:
    s.index(42)
except ValueError:
    print("index ValueError")
class MySet(a.MutableSet):
    def __init__(self, it=()): self._s = set(it)
    def __contains__(self, x): return x in self._s
    def __iter__(self): return iter(self._s)
    def __len__(self): return len(self._s)
    def add(self, x): self._s.add(x)
    def discard(self, x): self._s.discard(x)
x = MySet([1, 2, 3])
print(sorted(x & {2, 3, 4}), sorted(x | {9}), sorted(x - {1}), sorted(x ^ {3, 4}), x <= {1, 2, 3, 4}, x == {1, 2, 3}, x.isdisjoint([7]))
x |= {10}; x -= {1}; print(sorted(x), type(x & {2}).__name__)
try:
    a.Sequence()
except TypeError as e:
    print(e)
try:
    class Bad(a.Mapping):
        pass
    Bad()
except TypeError as e:
    print(e)
class NoHash:
    __hash__ = None
print(isinstance(NoHash(), a.Hashable), issubclass(list, a.Hashable))
print(a.Iterable[int], a.Mapping[str, int], a.Callable[[int], str].__origin__ is a.Callable)
print(a.Sequence.__mro__)
print(a.Set.__abstractmethods__ == frozenset({'__iter__', '__contains__', '__len__'}))
import typing
print(typing.Mapping[str, int], typing.ContextManager, issubclass(dict, typing.Mapping))
print(isinstance({}, typing.Mapping), isinstance([], typing.List), isinstance(3, typing.Iterable), issubclass(typing.List, typing.Sequence))
for bad in (lambda: isinstance({}, typing.Mapping[str, int]), lambda: issubclass(dict, typing.Dict[str, int])):
    try:
        bad()
    except TypeError as e:
        print(e)
