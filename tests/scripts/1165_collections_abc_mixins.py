# collections.abc: Mapping/Sequence/Set mixin methods on small subclasses,
# register() of virtual subclasses.
import collections.abc as a

class Seq(a.Sequence):
    def __init__(self, *xs): self._x = list(xs)
    def __getitem__(self, i): return self._x[i]
    def __len__(self): return len(self._x)
s = Seq(1, 2, 3, 2, 1)
print(s.index(2), s.index(2, 2), s.index(1, 1, 5), s.count(2), 3 in s, 9 in s, list(reversed(s)), list(iter(s)))
for args in [(9,), (2, 4), (3, 0, 2)]:
    try:
        s.index(*args)
    except ValueError as e:
        print('ValueError', repr(e.args))

class MSeq(a.MutableSequence):
    def __init__(self, xs=()): self._x = list(xs)
    def __getitem__(self, i): return self._x[i]
    def __setitem__(self, i, v): self._x[i] = v
    def __delitem__(self, i): del self._x[i]
    def __len__(self): return len(self._x)
    def insert(self, i, v): self._x.insert(i, v)
m = MSeq([1, 2])
m.extend(range(3, 6)); m += (6, 7); m.append(8)
print(m._x, m.pop(), m.pop(0), m._x)
m.remove(4); m.reverse(); print(m._x)
m.extend(m); print(m._x)
m.clear(); print(m._x, len(m))
try:
    m.pop()
except IndexError as e:
    print('IndexError', e)
try:
    m.remove(1)
except ValueError as e:
    print('ValueError', e)

class Map(a.MutableMapping):
    def __init__(self): self._d = {}
    def __getitem__(self, k): return self._d[k]
    def __setitem__(self, k, v): self._d[k] = v
    def __delitem__(self, k): del self._d[k]
    def __iter__(self): return iter(self._d)
    def __len__(self): return len(self._d)
d = Map()
d.update({'a': 1}, b=2); d.update([('c', 3)]); d.setdefault('d', 4); d.setdefault('a', 99)
print(list(d.items()), list(d.keys()), list(d.values()), d.get('z'), 'a' in d)
print(d.pop('a'), d.pop('zz', 'dflt'), d.popitem(), list(d.items()))
print(d == {'b': 2, 'c': 3}, d != {'b': 2}, d.keys() == {'b', 'c'}, ('b', 2) in d.items(), 3 in d.values())
print(isinstance(d.keys(), a.KeysView), isinstance(d.items(), a.Set), len(d.values()))
try:
    d.pop('zz')
except KeyError as e:
    print('KeyError', e)
d.clear()
try:
    d.popitem()
except KeyError as e:
    print('KeyError', repr(e))
try:
    d.update(1, 2)
except TypeError as e:
    print('TypeError', e)

class FSet(a.Set):
    def __init__(self, it=()): self._s = sorted(set(it))
    def __contains__(self, x): return x in self._s
    def __iter__(self): return iter(self._s)
    def __len__(self): return len(self._s)
    __hash__ = a.Set._hash
x, y = FSet([1, 2, 3]), FSet([2, 3, 4])
print(list(x & y), list(x | y), list(x - y), list(x ^ y), x <= y, x < FSet([1, 2, 3, 4]), x == FSet([3, 2, 1]), x.isdisjoint([7]))
print(hash(x) == hash(FSet([3, 1, 2])), type(x & y).__name__, list(x & [2]), list([5] | x) if False else 'skip')

class MSet(a.MutableSet):
    def __init__(self, it=()): self._s = set(it)
    def __contains__(self, x): return x in self._s
    def __iter__(self): return iter(sorted(self._s))
    def __len__(self): return len(self._s)
    def add(self, v): self._s.add(v)
    def discard(self, v): self._s.discard(v)
ms = MSet([1, 2, 3])
ms |= {9}; ms &= {1, 2, 9}; ms -= {1}; ms ^= {2, 5}
print(list(ms))
ms.remove(5)
print(ms.pop(), list(ms))
try:
    ms.remove(100)
except KeyError as e:
    print('KeyError', e)
ms.clear(); print(len(ms))

class Virt: pass
a.Sequence.register(Virt)
print(issubclass(Virt, a.Sequence), isinstance(Virt(), a.Sized), issubclass(Virt, a.Container))
r = a.Hashable.register(list)
print(r is list, isinstance([], a.Hashable))
