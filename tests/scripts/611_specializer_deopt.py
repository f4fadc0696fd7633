# The interpreter's caches and fast paths (the specializer) must give way
# whenever what they assumed stops holding: each loop below warms a cache,
# then changes what it depends on.
import builtins


class Shape:
    sides = 4

    def __init__(self, n):
        self.n = n

    def area(self):
        return self.n * self.n

    def kind(self):
        return "shape"


def run(objs):
    return [(o.sides, o.area(), o.kind()) for o in objs]


objs = [Shape(i) for i in range(5)]
print(run(objs))
# a class attribute replaced
Shape.sides = 3
print(run(objs))
# a method monkey-patched on the class, then on one instance
Shape.area = lambda self: -self.n
print(run(objs))
objs[2].kind = lambda: "patched"
print(run(objs))
del objs[2].kind
print(run(objs))
# a method turned into a property, then a plain value
Shape.kind = property(lambda self: (lambda: "prop%d" % self.n))
print(run(objs))
Shape.kind = staticmethod(lambda: "static")
print(run(objs))

# a global rebound, a builtin shadowed and restored
counter = 10


def use_globals(k):
    return [counter + len("ab") for _ in range(k)]


print(use_globals(3))
counter = 20
print(use_globals(3))
builtins.len = lambda s: 100
print(use_globals(2))
del builtins.len
import builtins as b2
b2.len = len if False else b2.__dict__.get("len", None) or (lambda s: 2)
print(use_globals(2))
len = lambda s: -1           # a module global shadows the builtin
print(use_globals(2))
del len
print(use_globals(2))

# ints that overflow into big ints inside a warm loop, then back
x = 1
out = []
for i in range(80):
    x = x * 7 + i
    out.append(x % 1000)
    if i == 70:
        x = 3
print(out[-12:], x)
a = 2 ** 61
print(a + a, a * 4 - 1, -a - a, (a + a) // 3, 7 // -2, -7 % 3, 1 << 62, (1 << 61) >> 3)
print(10 / 4, 2 ** 62 / 2, 3 - 2 ** 63)

# a type changing under a loop: the same instruction sees int, float, str,
# list, a class with __add__, then a big int
class Vec:
    def __init__(self, v):
        self.v = v

    def __add__(self, other):
        return Vec(self.v + (other.v if isinstance(other, Vec) else other))

    def __repr__(self):
        return "Vec(%r)" % (self.v,)


def add_all(items):
    out = []
    for a, b in items:
        out.append(a + b)
        out.append(a < b if not isinstance(a, Vec) else None)
    return out


print(add_all([(1, 2), (1.5, 2.25), ("a", "b"), ([1], [2]), (Vec(1), 2), (2 ** 70, 1), (True, 1)]))
print(add_all([(1, 2)] * 3 + [(0.1, 0.2)]))

# subscripts: list, tuple, dict, str, a class with __getitem__, negative and bad indexes
class Seq:
    def __getitem__(self, i):
        return i * 10


def pick(c, i):
    return c[i]


for c, i in [([1, 2, 3], 1), ((4, 5, 6), -1), ({"k": 9}, "k"), ("xyz", 2), (Seq(), 4), ([1], -1)]:
    print(pick(c, i))
for c, i in [([1, 2], 5), ((1,), -3), ({}, "nope")]:
    try:
        pick(c, i)
    except (IndexError, KeyError) as e:
        print(type(e).__name__, e)

# class instantiation: __init__ replaced, __new__ added later, bad returns,
# wrong argument counts, a subclass with its own __init__
class P:
    def __init__(self, a, b=0):
        self.a = a + b


def make(k):
    return [P(i).a for i in range(k)]


print(make(4))
P.__init__ = lambda self, a: setattr(self, "a", a * 100)
print(make(4))


def new(cls, *args):
    o = object.__new__(cls)
    o.made_by_new = True
    return o


P.__new__ = new
print(make(2), P(1).made_by_new)


class Q(P):
    def __init__(self, a):
        super().__init__(a)
        self.q = True


print([(Q(i).a, Q(i).q) for i in range(3)])


class BadInit:
    def __init__(self):
        return 1


for _ in range(3):
    try:
        BadInit()
    except TypeError as e:
        print("TypeError:", e)
    try:
        P()
    except TypeError as e:
        print("TypeError:", e)


# instances without a dict (__slots__): a class's methods and values are
# cached as such, and a change to the class is seen at once
class Pt:
    __slots__ = ("x",)
    unit = "m"

    def __init__(self, x):
        self.x = x

    def show(self):
        return f"{self.x}{self.unit}"


def shows(ps):
    return [(p.show(), p.unit, p.show) for p in ps]


ps = [Pt(i) for i in range(3)]
print([(s, u, m.__name__) for s, u, m in shows(ps)])
Pt.unit = "km"
Pt.show = lambda self: f"<{self.x}>"
print([(s, u, m.__name__) for s, u, m in shows(ps)])
del Pt.unit
try:
    shows(ps)
except AttributeError as e:
    print("AttributeError:", e)
try:
    ps[0].unit = "cm"
except AttributeError as e:
    print("AttributeError:", e)
