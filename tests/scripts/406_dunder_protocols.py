# Level 2: container protocol, iteration, __call__, __str__/__repr__, __enter__/__exit__, __getattr__, __neg__.
class Cont:
    def __init__(s): s.d = {}
    def __getitem__(s, k): return s.d[k]
    def __setitem__(s, k, v): s.d[k] = v
    def __delitem__(s, k): del s.d[k]
    def __contains__(s, k): return k in s.d
    def __len__(s): return len(s.d)
c = Cont(); c['a'] = 1; c['b'] = 2; print(c['a'], 'a' in c, 'z' in c, len(c)); del c['a']; print('a' in c, len(c))
try: c['zz']
except KeyError as e: print(repr(e))
class Seq:
    def __getitem__(s, i):
        if i >= 4: raise IndexError
        return i * i
print(list(Seq()), 9 in Seq(), 5 in Seq())
for x in Seq(): print(x, end=' ')
print()
class It:
    def __init__(s): s.i = 0
    def __iter__(s): return s
    def __next__(s):
        s.i += 1
        if s.i > 3: raise StopIteration
        return s.i
print(list(It()), sum(It()), [x*2 for x in It()], 2 in It())
a, b, c2 = It(); print(a, b, c2)
class Call:
    def __call__(s, *a, **k): return (a, k)
print(Call()(1, 2, x=3), callable(Call()), callable(A))
class S:
    def __str__(s): return "str!"
    def __repr__(s): return "repr!"
print(S(), str(S()), repr(S()), [S()], f"{S()} {S()!r}", "%s %r" % (S(), S()))
class R:
    def __repr__(s): return "onlyrepr"
print(R(), str(R()))
class Ctx:
    def __enter__(s): print("enter"); return "val"
    def __exit__(s, t, v, tb): print("exit", t.__name__ if t else None, v); return True
with Ctx() as v: print(v); raise ValueError("boom")
print("after")
with Ctx(): pass
class Ga:
    x = 1
    def __getattr__(s, n): return "ga:" + n
g = Ga(); g.y = 2
print(g.x, g.y, g.zzz, getattr(g, 'q'), hasattr(g, 'anything'))
class Gb:
    def __getattr__(s, n): raise AttributeError(n)
print(hasattr(Gb(), 'x'), getattr(Gb(), 'x', 'dflt'))
class Neg:
    def __neg__(s): return "neg"
print(-Neg())
