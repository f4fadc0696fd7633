# weakref.proxy: forwarding every protocol, ReferenceError once the referent is gone
import weakref


class Vec:
    def __init__(self, *xs):
        self.xs = list(xs)

    def __add__(self, other):
        o = other.xs if isinstance(other, Vec) else [other] * len(self.xs)
        return Vec(*[a + b for a, b in zip(self.xs, o)])

    def __radd__(self, other):
        return Vec(*[other + a for a in self.xs])

    def __mul__(self, k):
        return Vec(*[a * k for a in self.xs])

    def __iadd__(self, other):
        self.xs = [a + other for a in self.xs]
        return self

    def __neg__(self):
        return Vec(*[-a for a in self.xs])

    def __len__(self):
        return len(self.xs)

    def __getitem__(self, i):
        return self.xs[i]

    def __setitem__(self, i, v):
        self.xs[i] = v

    def __delitem__(self, i):
        del self.xs[i]

    def __contains__(self, v):
        return v in self.xs

    def __iter__(self):
        return iter(self.xs)

    def __eq__(self, other):
        return isinstance(other, Vec) and self.xs == other.xs

    def __lt__(self, other):
        return self.xs < other.xs

    def __bool__(self):
        return any(self.xs)

    def __str__(self):
        return "Vec%s" % (tuple(self.xs),)

    def __call__(self, k):
        return sum(self.xs) * k

    def norm1(self):
        return sum(abs(a) for a in self.xs)

    def __index__(self):
        return len(self.xs)


class Plain:
    def __init__(self):
        self.n = 1


v = Vec(1, 2, 3)
p = weakref.proxy(v)
print(type(p).__name__, callable(p), isinstance(p, weakref.ProxyTypes))
print(p.xs, p.norm1(), len(p), p[1], 2 in p, 9 in p, list(p), str(p), bool(p))
print((p + 1).xs, (1 + p).xs, (p * 2).xs, (-p).xs, (p + p).xs)
p[0] = 10
del p[2]
print(v.xs, p(2))
print(p == Vec(10, 2), p == v, p < Vec(11), Vec(1) < p)
p.extra = "set through the proxy"
print(v.extra)
del p.extra
print(hasattr(v, "extra"))
q = p
q += 1
print(v.xs, q is p)
print([0, 1, 2, 3][p])
try:
    hash(p)
except TypeError as e:
    print("TypeError:", e)

w = Plain()
pw = weakref.proxy(w)
print(type(pw).__name__, callable(pw), pw.n)
print(isinstance(pw, Plain), isinstance(pw, Vec), pw.__class__ is Plain, isinstance(pw, weakref.ProxyType))
print(weakref.proxy(w) is pw, weakref.getweakrefcount(w))
log = []
pc = weakref.proxy(w, lambda x: log.append("dead"))
print(pc is not pw, weakref.getweakrefcount(w))


def f(x):
    return x * 3


pf = weakref.proxy(f)
print(type(pf).__name__, callable(pf), pf(4), pf.__name__)

del w
print(log)
for op in [lambda: pw.n, lambda: str(pw), lambda: len(pw), lambda: pw + 1, lambda: bool(pw),
           lambda: setattr(pw, "a", 1), lambda: pw[0]]:
    try:
        op()
    except ReferenceError as e:
        print("ReferenceError:", e)
del v
try:
    p(1)
except ReferenceError as e:
    print("ReferenceError:", e)

it = iter([1, 2])
vv = Vec(1)
pi = weakref.proxy(vv)
try:
    next(pi)
except TypeError as e:
    print("TypeError:", e)
try:
    weakref.proxy(1)
except TypeError as e:
    print("TypeError:", e)
try:
    weakref.proxy()
except TypeError as e:
    print("TypeError:", e)
