# Calling a class that has neither __new__ nor __init__ of its own: the
# instance, and every way the answer changes (arguments, an __init__ or a
# __new__ added later to the class or to a base, abstract methods, a
# metaclass with __call__), each call site run many times.
class Plain:
    pass


class Child(Plain):
    pass


def make(cls, n):
    out = []
    for _ in range(n):
        out.append(cls())
    return out


objs = make(Plain, 50) + make(Child, 50)
print(len(objs), sorted({type(o).__name__ for o in objs}), len({id(o) for o in objs}))

for args in [(1,), ()]:
    try:
        Plain(*args)
        print("ok", args)
    except TypeError as e:
        print("TypeError:", e)
try:
    Plain(x=1)
except TypeError as e:
    print("TypeError:", e)


def init(self, v=7):
    self.v = v


make(Child, 20)
Plain.__init__ = init          # a base gains __init__: the cached call site must see it
print([c.v for c in make(Child, 3)], Child(5).v)
del Plain.__init__
print([hasattr(c, "v") for c in make(Child, 3)])


def new(cls, *args):
    o = object.__new__(cls)
    o.made_by_new = True
    return o


Child.__new__ = new
print([getattr(c, "made_by_new", False) for c in make(Child, 3)])
del Child.__new__
print([getattr(c, "made_by_new", False) for c in make(Child, 3)])


class Shape:
    pass


make(Shape, 20)
Shape.__abstractmethods__ = frozenset({"area"})
try:
    make(Shape, 1)
except TypeError as e:
    print("TypeError:", e)
Shape.__abstractmethods__ = frozenset()
print(len(make(Shape, 5)))


class Meta(type):
    calls = 0

    def __call__(cls, *a):
        Meta.calls += 1
        return super().__call__(*a)


class Counted(metaclass=Meta):
    pass


make(Counted, 10)
print(Meta.calls)


class Slotted:
    __slots__ = ("a",)


s = make(Slotted, 3)[0]
s.a = 1
print(s.a, hasattr(s, "__dict__"))
try:
    make(Slotted, 1)[0].a
except AttributeError as e:
    print("AttributeError:", e)


class Sized:
    def __init__(self, n):
        self.n = n


print(sum(Sized(i).n for i in range(30)))
Sized.__abstractmethods__ = frozenset({"size", "area"})
try:
    Sized(1)
except TypeError as e:
    print("TypeError:", e)
