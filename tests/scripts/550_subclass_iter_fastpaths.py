# Fast paths must not bypass a subclass's own __iter__: list(), tuple(), sorted(), set(),
# *args, displays, unpacking, for, yield from, str.join, extend, +=... use the protocol
# unless CPython itself reads the items (list +, list.copy, set of a set subclass).
# A list subclass whose __iter__ differs from list's: every consumer must use it
class L(list):
    def __iter__(self):
        return iter(['x', 'y'])

l = L([1, 2, 3])
print("list", list(l))
print("tuple", tuple(l))
print("sorted", sorted(l))
print("set", sorted(set(l)))
print("frozenset", sorted(frozenset(l)))
print("star call", *l)
print("star list", [*l])
print("star tuple", (*l,))
print("star set", sorted({*l}))
a, b = l
print("unpack", a, b)
a, *rest = l
print("unpack star", a, rest)
print("for", [x for x in l])
r = []
for x in l:
    r.append(x)
print("for stmt", r)
print("iter", next(iter(l)))
def g():
    yield from l
print("yield from", list(g()))
print("in", 'x' in l, 1 in l)
print("enumerate", list(enumerate(l)))
print("zip", list(zip(l, l)))
print("map", list(map(str.upper, l)))
print("filter", list(filter(None, l)))
print("min max", min(l), max(l))
print("any all", any(l), all(l))
print("join", '-'.join(l))
print("dict fromkeys", dict.fromkeys(l))
print("reversed", list(reversed(l)))
m = [0]
m.extend(l)
print("extend", m)
m = [0]
m += l
print("iadd", m)
print("concat", [0] + l)
s = {0}
s.update(l)
print("set update", sorted(s, key=str))
print("set or", sorted(set([0]) | set(l), key=str))
class N(list):
    def __iter__(self):
        return iter([10, 20])
print("sum", sum(N([1, 2])))
print("min", min(N([1, 2])), max(N([1, 2])))
print("len", len(l))
print("eq", l == [1, 2, 3], l == ['x', 'y'])
print("repr", repr(l), str(l))
print("bool", bool(L()))
class P(list):
    def __iter__(self):
        return iter([('a', 1), ('b', 2)])
print("dict from pairs", dict(P([('z', 0)])))
print("list ctor", list(P([('z', 0)])))
print("str join list", ', '.join(L(['q'])))
print("tuple of L", tuple(L()))
x = L([5])
print("comprehension set", sorted({v for v in x}))
print("comprehension dict", {v: 1 for v in x})
print("genexp", list(v for v in x))
import itertools
print("chain", list(itertools.chain(x, x)))
print("islice", list(itertools.islice(x, 1)))
print("bytes", bytes(N([65, 66])))
print("list.index", x.index(5))
print("list.count", x.count(5))
print("sorted key", sorted(x, key=str))
print("max key", max(x, key=str))

class T(tuple):
    def __iter__(self):
        return iter([7, 8])
t = T((1, 2, 3))
print("T list", list(t), tuple(t), [*t], sorted(t))
a, b = t
print("T unpack", a, b)
print("T for", [v for v in t])
print("T in", 7 in t, 1 in t)
print("T set", set(t))
def f(*args): return args
print("T star", f(*t))
class TS(tuple):
    def __iter__(self):
        return iter(['p', 'q'])
print("T join", '-'.join(TS(('a', 'b'))))
print("T eq", t == (1, 2, 3), len(t), t[0])
print("T sum", sum(t), min(t), max(t))
print("T +", t + (9,))

class S(str):
    def __iter__(self):
        return iter(['A', 'B'])
s = S("abc")
print("S list", list(s), tuple(s), [*s], sorted(s))
print("S join", ''.join(s), '-'.join(s))
print("S in", 'A' in s, 'a' in s)
print("S set", sorted(set(s)))
a, b = s
print("S unpack", a, b)

class D(dict):
    def __iter__(self):
        return iter(['k1', 'k2'])
d = D({'a': 1})
print("D list", list(d), tuple(d), [*d], sorted(d))
print("D set", sorted(set(d)))
a, b = d
print("D unpack", a, b)
print("D for", [k for k in d])
print("D in", 'a' in d, 'k1' in d)
print("D keys", list(d.keys()))
print("D dict", dict(d))
print("D {**}", {**d})
print("D copy", d.copy())
e = {}
e.update(d)
print("D update", e)
print("D join", ','.join(d))
def kw(**k): return k
print("D f(**d)", kw(**d))

class Se(set):
    def __iter__(self):
        return iter([100, 200])
se = Se({1})
print("Se list", list(se), sorted(se), [*se], tuple(se))
print("Se set", set(se), frozenset(se))
print("Se union", set() | se, set().union(se))
z = set()
z.update(se)
print("Se update", z)
print("Se in", 1 in se, 100 in se)
print("Se len", len(se))

# extend by itself, for exact lists and subclasses
class M(list): pass
m = M([1, 2]); m.extend(m); print(m)
m = M([1, 2]); m += m; print(m)
l = [1, 2]; l.extend(l); print(l)
class L(list):
    def __iter__(self): return iter(['x'])
m = L([1, 2]); m.extend(m); print(m)

# more consumers: str.maketrans (exact dict only), accumulate, bytes, slice assignment, zip
class D(dict): pass
try:
    print(str.maketrans(D(a='b')))
except TypeError as e:
    print("TypeError:", e)
class L2(list):
    def __iter__(self): return iter([1, 2])
import itertools
print(list(itertools.accumulate(L2([5]))), sorted(L2([9, 8]), reverse=True), max(L2([9]), default=0))
print(bytes(L2([0])), b'-'.join(type('BL', (list,), {'__iter__': lambda s: iter([b'x', b'y'])})([b'q'])))
print(*L2([0]), sep=',')
print(dict(zip(L2(), L2())), list(zip(*[L2()])))
t = tuple(L2([0])); print(t)
a = [0]; a[0:1] = L2([7]); print(a)
a = [0, 1, 2]; a[::2] = L2([7, 8]); print(a)
s = {0}; s |= set(L2()); print(s)
print(frozenset(L2()), set(L2()) == {1, 2})
print('%s-%s' % tuple(L2()))
