# The weak dictionaries are MutableMappings (their mixin methods: ==, get,
# keys/items views, pop, setdefault, popitem) and a WeakSet is a registered
# MutableSet, as in CPython.
import weakref, collections.abc as a
print(weakref.WeakValueDictionary.__mro__)
print(weakref.WeakKeyDictionary.__mro__)
print(isinstance(weakref.WeakSet(), a.MutableSet), weakref.WeakSet.__mro__)
class O: pass
o = O(); d = weakref.WeakValueDictionary(x=o); k = weakref.WeakKeyDictionary({o: 1})
print(isinstance(d, a.MutableMapping), isinstance(k, a.Mapping), d == {'x': o}, k.get(o), sorted(d.keys()), list(k.values()))
print(d.pop('x') is o, len(d), k.setdefault(o, 5), k.popitem()[1], len(k))
d['y'] = o; print(list(d.items())[0][0], 'y' in d, d.get('z', 3))
