# weakref.ref: calling, sharing, callbacks, hash, equality, subclassing, errors
import weakref
import sys


class Foo:
    def __init__(self, tag):
        self.tag = tag

    def __hash__(self):
        return hash(self.tag)

    def __eq__(self, other):
        return isinstance(other, Foo) and self.tag == other.tag


a = Foo(1)
r = weakref.ref(a)
print(r() is a, r().tag)
print(weakref.ref(a) is r)             # the plain reference is shared
print(type(r) is weakref.ReferenceType, weakref.ref is weakref.ReferenceType)
print(weakref.ReferenceType.__name__, weakref.ProxyType.__name__, weakref.CallableProxyType.__name__)
print(r.__callback__)

log = []


def cb(wr):
    log.append(("cb", wr() is None, wr is r2))


r2 = weakref.ref(a, cb)
print(r2 is not r, r2.__callback__ is cb)
print(weakref.getweakrefcount(a))
refs = weakref.getweakrefs(a)
print(len(refs), refs[0] is r, refs[1] is r2)

# hash and equality follow the referent while it lives
b = Foo(1)
rb = weakref.ref(b)
print(hash(r) == hash(a), r == rb, r != rb, r == r)
c = Foo(2)
rc = weakref.ref(c)
print(r == rc, r != rc)
h = hash(rc)
del c
print(rc(), hash(rc) == h, rc == rc, rc == r)
d = {r: "a"}
print(d[rb])

# a dead reference that never hashed
e = Foo(3)
re_ = weakref.ref(e)
del e
try:
    hash(re_)
except TypeError as ex:
    print("TypeError:", ex)

print(log)
del a
print(log, r(), r2())
print(r2.__callback__)

# callback order: newest first after the plain one
order = []
x = Foo(5)
ra = weakref.ref(x, lambda w: order.append("a"))
rb2 = weakref.ref(x, lambda w: order.append("b"))
rp = weakref.ref(x)
del x
print(order)

# a callback that raises is reported, not propagated
y = Foo(6)
ry = weakref.ref(y, lambda w: 1 / 0)
del y
print("after raising callback", ry())

# types that do and do not accept weak references


def f():
    pass


def gen():
    yield 1


class Slotted:
    __slots__ = ("a",)


class SlottedWeak:
    __slots__ = ("a", "__weakref__")


class MyInt(int):
    pass


class MyStr(str):
    pass


class MyList(list):
    pass


class MyExc(Exception):
    pass


cases = [("int", 1), ("str", "s"), ("tuple", ()), ("list", []), ("dict", {}), ("None", None),
         ("float", 1.5), ("bytes", b""), ("object", object()), ("set", set()), ("frozenset", frozenset()),
         ("function", f), ("class", Foo), ("builtin type", int), ("module", sys), ("generator", gen()),
         ("builtin", len), ("bound method", Foo(0).__init__), ("code", f.__code__),
         ("slotted", Slotted()), ("slotted weak", SlottedWeak()), ("int subclass", MyInt(3)),
         ("str subclass", MyStr("x")), ("list subclass", MyList()), ("exception subclass", MyExc()),
         ("Exception", Exception())]
for name, obj in cases:
    try:
        weakref.ref(obj)
        print(name, "ok")
    except TypeError as ex:
        print(name, "TypeError:", ex)

# argument errors
for call in [lambda: weakref.ref(), lambda: weakref.ref(f, None, 1), lambda: weakref.ref(f, callback=None),
             lambda: weakref.ref(f)(1), lambda: weakref.getweakrefcount(), lambda: weakref.ref(f) < weakref.ref(f)]:
    try:
        call()
    except TypeError as ex:
        print("TypeError:", ex)

# None as the callback means no callback (shared)
z = Foo(7)
print(weakref.ref(z, None) is weakref.ref(z))
print(weakref.getweakrefcount(z), weakref.getweakrefcount(1))
print(weakref.getweakrefs(1))


# subclasses of ref
class TaggedRef(weakref.ref):
    def __init__(self, ob, callback=None, tag=None):
        super().__init__(ob, callback)
        self.tag = tag


class KRef(weakref.ref):
    __slots__ = ("key",)

    def __new__(cls, ob, callback, key):
        self = weakref.ref.__new__(cls, ob, callback)
        self.key = key
        return self

    def __init__(self, ob, callback, key):
        super().__init__(ob, callback)


t1 = TaggedRef(z)
t1.tag = "hello"
print(t1() is z, t1.tag, t1 is not weakref.ref(z), isinstance(t1, weakref.ref), type(t1).__name__)
k = KRef(z, None, "k1")
print(k.key, k() is z, weakref.getweakrefcount(z))
del z
print(t1(), k(), k.key)
print(weakref.ref[int])

# o.__weakref__: the first weak reference, or None
w1 = Foo(8)
print(w1.__weakref__)
r8 = weakref.ref(w1)
r8b = weakref.ref(w1, lambda r: None)
print(w1.__weakref__ is r8, "__weakref__" in Foo.__dict__, "__weakref__" in SlottedWeak.__dict__)
sw = SlottedWeak()
print(sw.__weakref__, hasattr(Slotted(), "__weakref__"), "__weakref__" in MyList.__dict__)
