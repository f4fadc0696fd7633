# Dict subclasses merged into dicts: CPython's dict_merge reads a dict's own table unless
# its type overrides __iter__, then keys() and __getitem__ ({**d}, f(**d), dict(d), update,
# copy, |); other mappings always through keys() and [key].
class K(dict):
    def keys(self):
        return ['x']
class G(dict):
    def __getitem__(self, k):
        return 'G' + str(k)
class KG(dict):
    def keys(self):
        return ['x', 'y']
    def __getitem__(self, k):
        return 'KG' + k
class I(dict):
    def __iter__(self):
        return iter(['nope'])
class IKG(dict):
    def __iter__(self):
        return iter(['nope'])
    def keys(self):
        return ['p', 'q']
    def __getitem__(self, k):
        return k * 2
def kw(**k):
    return k
for cls in (K, G, KG, I, IKG):
    d = cls(a=1, b=2)
    print(cls.__name__)
    print("  {**d}", {**d})
    print("  {'z': 0, **d}", {'z': 0, **d})
    print("  f(**d)", kw(**d))
    print("  f(z=0, **d)", kw(z=0, **d))
    print("  dict(d)", dict(d))
    e = {}
    e.update(d)
    print("  update", e)
    e = {'c': 3}
    e.update(d, w=9)
    print("  update kw", e)
    print("  copy", d.copy())
    print("  list", list(d))
    print("  items", list(d.items()))
    print("  values", list(d.values()))
    print("  | ", {} | d)
    f = {'m': 0}
    f |= d
    print("  |=", f)
    print("  in", 'a' in d, 'x' in d)
    print("  len", len(d))
    print("  eq", d == {'a': 1, 'b': 2})
    print("  get", d.get('a'))
    print("  set", sorted(set(d)))
    print("  sorted", sorted(d))
    print("  fromkeys", dict.fromkeys(d))
    print("  cls(d)", cls(d) == {'a': 1, 'b': 2})

# keys() returning a non-list iterable, and a mapping that is not a dict
class Mapping:
    def keys(self):
        return iter(['u', 'v'])
    def __getitem__(self, k):
        return k.upper()
m = Mapping()
print("mapping", {**m}, kw(**m), dict(m))
e = {}
e.update(m)
print("mapping update", e)

# f(**d) duplicate detection on each path
for d in (K(a=1), KG(a=1), IKG(a=1), {'x': 1}):
    try:
        kw(x=0, **d)
    except TypeError as ex:
        print(type(d).__name__, "dup:", ex)
    else:
        print(type(d).__name__, "no dup")
    try:
        kw(**d, **{'x': 5})
    except TypeError as ex:
        print(type(d).__name__, "dup2:", ex)
    else:
        print(type(d).__name__, "no dup2")

# __missing__ and __getitem__ on a dict subclass used as a mapping
class Miss(dict):
    def __missing__(self, k):
        return 'missing ' + k
mi = Miss(a=1)
print(mi['zz'], {**mi}, kw(**mi))

# a list subclass of pairs, pairs that are list/tuple subclasses
class Pair(list):
    def __iter__(self):
        return iter(['k', 'v'])
print(dict([Pair([1, 2])]))
class TPair(tuple):
    def __iter__(self):
        return iter(['k2', 'v2'])
print(dict([TPair((1, 2))]))
e = {}
e.update([Pair([3, 4])])
print(e)

# dict subclass as **kwargs target and as argument of a dict subclass constructor
class Sub(dict):
    pass
s = Sub(a=1)
print(kw(**s), {**s}, dict(s), type(dict(s)).__name__)
print(Sub(K(a=1)), Sub(I(a=1)), Sub(IKG(a=1)))

class D(dict):
    def __getitem__(self, k): return 'D:' + k
    def keys(self): return ['a']
d = D(a=1)
print('{a} {b}'.format_map(d))
print('%(a)s %(zz)s' % d)
print('{a}'.format(**d))
class M(dict):
    def __missing__(self, k): return '?' + k
print('{x}'.format_map(M()))
print('%(x)s' % M())
class T(tuple):
    def __iter__(self): return iter(['i1', 'i2'])
    def __getitem__(self, i): return 'gi'
    def __len__(self): return 5
print('%s %s' % T(('a', 'b')))
print(isinstance(3, T((int, str))))
print('abc'.startswith(T(('a', 'z'))))
try:
    raise KeyError('x')
except T((KeyError,)) as e:
    print('caught', repr(e))
class S(str):
    def __getitem__(self, i): return 'S'
    def __iter__(self): return iter('QQ')
    def __len__(self): return 1
print(S('hello').upper(), S('a,b').split(','), 'x'.join(S('ab')), S('ab') + 'c', S('ab') * 2, str(S('ab')))
print(sorted(S('ba')), max(S('ba')), list(reversed(S('ab'))), set(S('ab')), S('ab') in 'xaby', 'a' in S('ab'))
print('{}'.format(S('q')), f'{S("q")!r}', '%s' % S('z'), S('ab')[0], S('ab').find('b'))
print(int(S('12')), float(S('1.5')), S('ab') == 'ab', hash(S('ab')) == hash('ab'))
print(ord(S('a')), len(S('abc')))
print(dict.fromkeys(S('ab')), list(enumerate(S('ab'))), list(zip(S('ab'), 'xy')))
print(str.join(',', S('ab')), ','.join(T(('a', 'b'))))
class DS(dict):
    def __setitem__(self, k, v): dict.__setitem__(self, k, v * 10)
print(DS.fromkeys('ab', 1), DS(a=1), DS({'b': 2}))
x = DS(); x.update(a=2); x.setdefault('c', 3); print(x)
x = DS(); x |= {'z': 1}; print(x)
