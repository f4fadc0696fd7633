# Level 2: attribute lookups stay right when classes change under running code (the VM caches them per instruction): class attributes replaced, methods added/removed/monkeypatched, instance dicts shadowing methods, base classes changed, polymorphic call sites, slots and properties.
class Base:
    val = 1
    def get(self):
        return "Base.get"
class Sub(Base):
    pass
class Other:
    val = "other"
    def get(self):
        return "Other.get"
def read(o):
    return o.val
def call(o):
    return o.get()
def cls_read(c):
    return c.val
objs = [Base(), Sub(), Other()]
out = []
for step in range(6):
    if step == 1:
        Base.val = 2
    if step == 2:
        Sub.val = 3
    if step == 3:
        del Sub.val
        Base.get = lambda self: "patched"
    if step == 4:
        objs[1].get = lambda: "instance attr"
        objs[0].val = "inst"
    if step == 5:
        del Base.get
        Base.get = lambda self: "again"
        del objs[0].val
    out.append([(read(o), call(o), cls_read(type(o))) for o in objs])
for row in out:
    print(row)
class P:
    def __init__(self):
        self._x = 0
    @property
    def x(self):
        return self._x * 10
p = P()
vals = []
for i in range(4):
    p._x = i
    if i == 2:
        P.x = property(lambda self: -self._x)
    vals.append(p.x)
print(vals)
class S:
    __slots__ = ("a", "b")
s = S()
got = []
for i in range(3):
    s.a = i
    got.append(s.a)
del s.a
try:
    s.a
except AttributeError as e:
    got.append(str(e))
print(got)
class Shapes:
    pass
class Sq(Shapes):
    def area(self):
        return self.s * self.s
    def __init__(self, s):
        self.s = s
class Ci(Shapes):
    def area(self):
        return 3 * self.r * self.r
    def __init__(self, r):
        self.r = r
class Re(Shapes):
    def area(self):
        return self.w * self.h
    def __init__(self, w, h):
        self.w, self.h = w, h
class Tri(Shapes):
    area = lambda self: self.b * self.h // 2
    def __init__(self, b, h):
        self.b, self.h = b, h
shapes = [Sq(2), Ci(1), Re(2, 3), Tri(4, 5)] * 3
print([s.area() for s in shapes], sum(s.area() for s in shapes))
class Counter:
    n = 0
    def bump(self):
        Counter.n += 1
        return self.n
c = Counter()
print([c.bump() for _ in range(5)], Counter.n, c.n)
class Dyn:
    pass
d = Dyn()
seen = []
for i in range(5):
    if i == 2:
        Dyn.extra = "class"
    if i == 3:
        d.extra = "instance"
    if i == 4:
        del d.extra
        del Dyn.extra
    seen.append(getattr(d, "extra", "missing"))
    try:
        seen.append(d.extra)
    except AttributeError as e:
        seen.append("AE")
print(seen)
class A:
    def who(self):
        return "A"
class B(A):
    pass
class C(B):
    pass
o = C()
res = []
for i in range(4):
    if i == 1:
        B.who = lambda self: "B"
    if i == 2:
        C.who = lambda self: "C"
    if i == 3:
        del C.who
        del B.who
    res.append(o.who())
print(res)
class WithSM:
    @staticmethod
    def s():
        return "static"
    @classmethod
    def c(cls):
        return cls.__name__
class WithSM2(WithSM):
    pass
print([k.s() for k in (WithSM, WithSM2)], [k.c() for k in (WithSM, WithSM2)], WithSM2().c())
WithSM.s = staticmethod(lambda: "new static")
print(WithSM.s(), WithSM2.s())
class G:
    def __getattr__(self, name):
        return "getattr:" + name
g = G()
g.real = 1
print(g.real, g.fake, [g.fake for _ in range(2)])
class NoDict:
    __slots__ = ()
    CONST = 5
print([NoDict().CONST for _ in range(3)])
