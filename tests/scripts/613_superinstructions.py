# The superinstructions the interpreter writes over a LOAD_FAST
# (LOAD_FAST__LOAD_ATTR, __BINARY_OP, __LOAD_FAST, __LOAD_CONST): their fast
# cases, and every way they must fall back to the plain instructions --
# an unbound second local, a property, a division by zero, an int
# overflowing into a big int, mixed and other types, a jump into the
# middle of a fused pair -- and the float results written in place, which
# must never change a float that something else still refers to.


class P:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y


class D:
    def __init__(self):
        self.v = 1.5

    @property
    def prop(self):
        return self.v * 2

    @property
    def bad(self):
        raise ValueError("from a property")


def attrs(p, d):
    # LOAD_FAST__LOAD_ATTR on a slot, an instance value, a property, a
    # method, a class attribute and a missing attribute
    out = [p.x, p.y, d.v, d.prop, d.__class__.__name__]
    try:
        d.bad
    except ValueError as e:
        out.append(str(e))
    try:
        p.z
    except AttributeError as e:
        out.append(str(e))
    return out


print(attrs(P(1, 2.5), D()))
print(attrs(P("a", None), D()))
d = D()
d.v = 10
print(attrs(P(3, 4), d))
# a plain object and a module through the same instruction
import math


def get_pi(m):
    return m.pi


print(get_pi(math), round(get_pi(type("M", (), {"pi": 3})()), 1))


def arith(a, b):
    return [a + b, a - b, a * b, a / b, a // b, a % b, a ** 2, a & 3 if isinstance(a, int) else 0]


print(arith(7, 2))
print(arith(7.5, 2.0))
print(arith(2**61, 2**61))      # sums past the small-int range
print(arith(-(2**62), 3))
for a, b in ((1, 0), (1.0, 0.0), (5, 0.0)):
    try:
        print(a / b)
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)
print(arith(3, 0.5), arith(0.5, 3))   # mixed int and float
print(arith(True, 2))


def strs(a, b):
    return a + b, a * 2, a < b, a == b


print(strs("ab", "cd"), strs([1], [2]), strs((1,), (0,)))


def compares(a, b):
    out = []
    if a < b:
        out.append("lt")
    if a <= b:
        out.append("le")
    if not a == b:
        out.append("ne")
    if a > 10:
        out.append("big")
    out.append(a >= b)
    return out


print(compares(1, 2), compares(2, 1), compares(2.5, 2.5), compares(11, 3.0))
try:
    compares(1, "x")
except TypeError as e:
    print("TypeError:", e)
nan = float("nan")
print(compares(nan, nan), compares(nan, 1.0))


def unbound_second(flag):
    if flag:
        y = 1
    x = 2
    return x + y


print(unbound_second(True))
try:
    unbound_second(False)
except UnboundLocalError as e:
    print("UnboundLocalError:", e)


def unbound_first(flag):
    if flag:
        x = 1
    return x.real


try:
    unbound_first(False)
except UnboundLocalError as e:
    print("UnboundLocalError:", e)


def floats_in_place(n):
    # d, t and the loop's locals take results in place only while nothing
    # else refers to their floats
    keep = []
    d = 0.0
    x = 1.0
    for i in range(n):
        dx = x * 0.5
        d = dx * dx
        keep.append(d)            # now the list holds d's float too
        x = x * 1.5               # x aliases nothing: may be reused
        t = d
        d = dx + dx               # d's old float is t's and the list's
        keep.append(t)
    return keep, d, x


print(floats_in_place(4))


def alias(x):
    y = x
    x = x * 2.0
    z = [x]
    x = x + 1.0
    return x, y, z


print(alias(1.5))


def loop_back(n):
    # the second load of a fused pair is also a jump target
    i = 0
    total = 0
    while i < n:
        total = total + i
        i = i + 1
    return total, i


print(loop_back(10), loop_back(0))


def big_locals():
    # operands far apart in the frame
    a0 = a1 = a2 = a3 = a4 = a5 = a6 = a7 = a8 = a9 = 1.25
    return a0 * a9 + a1 * a8 - a2 / a7 + a3 * a6 * a4 - a5


print(big_locals())


def walrus(x):
    return x + (x := 10), x


print(walrus(1), walrus(1.5))


# `x.a op= v` with x a plain local: the compiler loads x again for the
# store (no COPY/SWAP) unless v rebinds x; stores go into slots and inline
# values in place, through setters and errors otherwise
class Acc:
    def __init__(self):
        self.n = 0
        self.log = []


class Prop:
    def __init__(self):
        self._v = 1

    @property
    def v(self):
        return self._v

    @v.setter
    def v(self, value):
        self._v = value * 10


def aug(o, p, s):
    o.n += 1
    o.n *= 3
    o.log += ["x"]
    p.v += 1
    s.x += 0.5
    s.y -= s.x
    return o.n, o.log, p.v, s.x, s.y


print(aug(Acc(), Prop(), P(1.0, 2.0)))


def aug_walrus(o):
    other = Acc()
    other.n = 100
    o.n += (o := other).n      # the store goes to the first o, as in CPython
    return o is other, o.n


a = Acc()
print(aug_walrus(a), a.n)


def aug_errors(p, o):
    out = []
    try:
        p.z += 1               # slots class, no such slot
    except AttributeError as e:
        out.append(str(e))
    try:
        o.missing += 1
    except AttributeError as e:
        out.append(str(e))
    try:
        o.n += "s"
    except TypeError as e:
        out.append(str(e))
    return out, o.n


print(aug_errors(P(1, 2), Acc()))


def aug_order(o):
    def bump():
        o.n = 50
        return 1
    o.n += bump()              # o.n is read before bump() runs
    return o.n


print(aug_order(Acc()))


def many_attrs(o):
    # more attributes than fit the inline values: the dict takes the rest
    for i in range(40):
        setattr(o, "a%d" % i, i)
    o.a39 += 1
    o.a0 += 1
    return o.a0, o.a39, len(vars(o))


print(many_attrs(Acc()))
