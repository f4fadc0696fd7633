# Subclasses of list, dict, tuple, str and int overriding protocol dunders: len, [i] (also
# with a small-int index, the interpreter's fast path), in, bool, ==, !=, <, repr/str,
# hash as dict keys, conversions; and the types built-in operations return for subclasses.
# Subclasses of built-in types overriding protocol dunders
class L(list):
    def __len__(self): return 42
    def __getitem__(self, i): return ('item', i)
    def __setitem__(self, i, v): print("  setitem", i, v)
    def __delitem__(self, i): print("  delitem", i)
    def __contains__(self, x): return x == 'magic'
    def __bool__(self): return False
    def __eq__(self, o): return 'L.eq'
    def __lt__(self, o): return 'L.lt'
    def __repr__(self): return 'L-repr'
    def __str__(self): return 'L-str'
    def __hash__(self): return 7
    def __reversed__(self): return iter(['r'])
l = L([1, 2, 3])
print("len", len(l))
print("getitem", l[0], l[-1], l[1:2])
i = 0
print("getitem var", l[i])
l[0] = 'v'
l[i] = 'w'
del l[0]
print("contains", 'magic' in l, 1 in l, 'magic' not in l)
print("bool", bool(l), not l, 'yes' if l else 'no')
print("eq", l == [1, 2, 3], [1, 2, 3] == l, l != [1])
print("lt", l < [1], [1] > l)
print("repr", repr(l), str(l), f"{l}", f"{l!r}", [l], "%s %r" % (l, l))
print("hash", hash(l), {l: 1}[l])
print("reversed", list(reversed(l)))
print("print", l)
print("list real", list.__len__(l), list.__getitem__(l, 0), list(l))
x, y, z = l
print("unpack", x, y, z)

class NoLen(list):
    def __len__(self): return 0
print("bool via len", bool(NoLen([1])), 'y' if NoLen([1]) else 'n')
class D(dict):
    def __len__(self): return 0
    def __contains__(self, k): return True
    def __getitem__(self, k): return 'D[' + str(k) + ']'
d = D(a=1)
print("dict", len(d), bool(d), 'zz' in d, d['zz'], d.get('zz'), d.get('a'))
k = 'a'
print("dict var", d[k])

class T(tuple):
    def __getitem__(self, i): return 'T' + str(i)
    def __len__(self): return 9
t = T((1, 2))
print("tuple", t[0], t[i], len(t), list(t))
a, b = t
print("tuple unpack", a, b)

class S(str):
    def __len__(self): return 99
    def __getitem__(self, i): return 'S'
    def __eq__(self, o): return True
    def __hash__(self): return hash('other')
    def __contains__(self, x): return True
    def __add__(self, o): return 'S+'
    def __mod__(self, o): return 'S%'
    def __repr__(self): return 'S-repr'
    def __str__(self): return 'S-str'
s = S('abc')
print("str", len(s), s[0], s == 'zzz', 'q' in s, s + 'x', s % 3)
print("str conv", str(s), repr(s), f"{s}", "%s" % s, '-'.join([s, s]), [s])
print("str print", s)
dd = {'other': 1}
print("str key", dd.get(s), s in dd)
dd[s] = 2
print("str key set", len(dd))
print("str methods", s.upper(), s.replace('a', 'b'), s.split('b'))

class H(str):
    def __hash__(self): return 5
    def __eq__(self, o): return str.__eq__(self, o)
h1 = H('k')
m = {h1: 'v'}
print("hashed sub", m.get('k'), m.get(H('k')), h1 in m, 'k' in m)
print("set of sub", H('k') in {H('k')}, 'k' in {H('k')})

class IH(int):
    def __hash__(self): return 12345
    def __eq__(self, o): return int(self) == o
print("int hash", hash(IH(3)), {IH(3): 1}.get(3), IH(3) in {3: 0}, {IH(3): 'a'}.get(IH(3)))

class TH(tuple):
    def __hash__(self): return 1
print("tuple hash", hash(TH((1, 2))), {TH((1, 2)): 'x'}.get((1, 2)))

class In(int):
    def __int__(self): return 100
    def __index__(self): return 200
    def __float__(self): return 1.5
    def __repr__(self): return 'In-repr'
    def __str__(self): return 'In-str'
    def __bool__(self): return False
    def __eq__(self, o): return True
    def __hash__(self): return 0
    def __add__(self, o): return 'In+'
    def __lt__(self, o): return 'In<'
    def __neg__(self): return 'In-neg'
    def __abs__(self): return 'In-abs'
n = In(5)
print("int", int(n), float(n), bool(n), n == 6, n + 1, n < 1, -n, abs(n))
print("int str", str(n), repr(n), f"{n}", "%s" % n, "%d" % n, [n])
print("int index", [10, 20, 30, 40, 50, 60][n], 'abcdefgh'[n], range(10)[n], hex(n), bin(n), oct(n))
print("int misc", list(range(n)), 'x' * n, [0] * n, round(n), n.bit_length(), divmod(n, 2))
class Fl(float):
    def __float__(self): return 9.0
    def __int__(self): return 3
    def __repr__(self): return 'Fl-repr'
    def __bool__(self): return False
f = Fl(2.5)
print("float", float(f), int(f), bool(f), repr(f), str(f), f + 1, f"{f}", "%s" % f, "%f" % f)
class IntF(int):
    def __float__(self): return 0.25
print("int float", float(IntF(3)), IntF(3) / 2, IntF(3) + 0.5)
class Idx:
    def __index__(self): return 2
print("index obj", [1, 2, 3][Idx()], 'abc'[Idx()], hex(Idx()))

class B(list):
    def __bool__(self): return True
print("bool list", bool(B()), 'y' if B() else 'n', not B(), any([B()]), all([B()]))
class B2(int):
    def __bool__(self): return True
print("bool int", bool(B2(0)), 'y' if B2(0) else 'n', not B2(0), any([B2(0)]), B2(0) or 'z', B2(0) and 'w')
class B3(str):
    def __len__(self): return 1
print("bool str", bool(B3('')), 'y' if B3('') else 'n')

# comprehensions and list methods use the exact list they build
class A(list):
    def append(self, x): print("A.append", x)
a = A()
a.append(1)
print("comp", [v for v in range(3)], list.__len__(a))

# comparison and min/max/sorted of subclasses
class Rev(int):
    def __lt__(self, o): return int(self) > int(o)
    def __gt__(self, o): return int(self) < int(o)
print("sorted rev", sorted([Rev(1), Rev(3), Rev(2)]), min(Rev(1), Rev(3)), max([Rev(1), Rev(3)]))
print("cmp list", [Rev(1)] < [Rev(2)], (Rev(1),) < (Rev(2),))
class SR(str):
    def __lt__(self, o): return str(self) > str(o)
print("sorted str", sorted([SR('a'), SR('c'), SR('b')]))

class S(str): pass
class I(int): pass
class F(float): pass
class T(tuple): pass
class L(list): pass
class D(dict): pass
for v in (str(S('a')), int(I(3)), float(F(1.5)), tuple(T((1,))), list(L([1])), dict(D(a=1)), +I(3), -I(3), abs(I(-3)), +F(1.0), S('a') + 'b', S('ab')[0], S('ab')[:], I(3) + 0, F(1.0) * 1, T((1,)) + (), T((1, 2))[:], L([1]) + [], L([1])[:], L([1]) * 1, T((1,)) * 1, S('a') * 1, round(F(1.5)), round(I(3)), I(3) // 1, int(F(2.5)), float(I(2)), bool(I(0)), str(I(5)), repr(S('a')), format(I(5)), format(S('x')), format(F(1.0)), str(F(1.25)), S('a').lower(), S('A').upper(), S('a').strip(), str.__str__(S('q')), D(a=1).copy(), I(7).__index__(), I(7).real, F(1.5).real, hex(I(255)), divmod(I(7), 2), I(2) ** 2, I(5) % 3, I(5) >> 1, I(5) & 3, ~I(5), I(1) << 3):
    print(type(v).__name__, repr(v))
