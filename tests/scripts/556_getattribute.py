# __getattribute__ (CPython's slot_tp_getattr_hook): every attribute read of an instance goes
# through it -- obj.x, getattr, hasattr, method calls -- with __getattr__ as the fallback on
# AttributeError; special method lookups (len, with, reversed, format, __missing__) do not;
# object.__getattribute__ and super().__getattribute__ give the default; dunders assigned to
# a class after its creation take effect.
# __getattribute__ on a class: every attribute read of its instances goes through it
class A:
    cls_attr = 'class value'
    def __init__(self):
        self.x = 1
    def method(self):
        return 'method result'
    def __getattribute__(self, name):
        print('  A.__getattribute__', name)
        if name == 'virtual':
            return 'virtual value'
        return object.__getattribute__(self, name)
    def __len__(self):
        return 3
    def __repr__(self):
        return 'A()'
a = A()
print("attr", a.x)
print("class attr", a.cls_attr)
print("method call", a.method())
m = a.method
print("bound", m())
print("virtual", a.virtual)
print("getattr", getattr(a, 'x'), getattr(a, 'virtual'), getattr(a, 'nope', 'default'))
print("hasattr", hasattr(a, 'x'), hasattr(a, 'nope'))
try:
    a.missing
except AttributeError as e:
    print("AttributeError:", e)
print("len (special, no hook)", len(a))
print("repr (special, no hook)", repr(a), str(a), f"{a}")
print("__class__", a.__class__.__name__)
print("__dict__", a.__dict__)
print("type(a) attr (no hook)", type(a).cls_attr)
for i in range(3):
    a.x  # the same instruction, many times: the caches must not serve it
a.x = 5
print("after store", a.x)

# __getattr__ is the fallback when __getattribute__ raises AttributeError
class B:
    def __getattribute__(self, name):
        print('  B.__getattribute__', name)
        if name.startswith('bad'):
            raise AttributeError(name)
        if name == 'key':
            raise KeyError(name)
        return object.__getattribute__(self, name)
    def __getattr__(self, name):
        print('  B.__getattr__', name)
        return 'fallback ' + name
    def real(self):
        return 'real'
b = B()
print("fallback", b.bad_one)
print("real", b.real())
print("getattr fallback", getattr(b, 'bad_two'), hasattr(b, 'bad_three'))
try:
    b.key
except KeyError as e:
    print("KeyError passes through", e)

# super().__getattribute__ and inheritance
class C(A):
    def __getattribute__(self, name):
        print('  C.__getattribute__', name)
        if name == 'y':
            return 'C.y'
        return super().__getattribute__(name)
c = C()
print("C", c.y, c.x, c.method())
class D(A):
    pass
d = D()
print("D inherits the hook", d.x, d.virtual)

# __getattribute__ returning something else entirely
class E:
    def __getattribute__(self, name):
        return name.upper()
e = E()
print("E", e.foo, e.bar, getattr(e, 'baz'))
try:
    e.method()
except TypeError as ex:
    print("TypeError:", ex)

# methods of the instance called in a loop (LOAD_METHOD must not bypass the hook)
class Counter:
    def __init__(self):
        object.__setattr__(self, 'n', 0)
    def tick(self):
        return 1
    def __getattribute__(self, name):
        if name == 'tick':
            d = object.__getattribute__(self, '__dict__')
            d['n'] = d['n'] + 1
        return object.__getattribute__(self, name)
k = Counter()
total = 0
for i in range(100):
    total += k.tick()
print("ticks", total, k.n)

# __getattribute__ added to a class after its creation
class F:
    def __init__(self):
        self.v = 'plain'
    def meth(self):
        return 'meth'
f = F()
def read(o):
    return o.v, o.meth()
print("before", read(f), read(f))
def hook(self, name):
    if name == 'v':
        return 'hooked'
    return object.__getattribute__(self, name)
F.__getattribute__ = hook
print("after", read(f), read(f), getattr(f, 'v'), f.meth())
del F.__getattribute__
print("deleted", read(f), read(f))
F.__getattr__ = lambda self, name: 'late ' + name
print("late __getattr__", f.zzz, f.v)

# a slot dunder added after creation
class G:
    pass
g = G()
G.__len__ = lambda self: 7
G.__eq__ = lambda self, o: 'eq!'
G.__iter__ = lambda self: iter([1, 2])
G.__getitem__ = lambda self, k: k * 2
G.__bool__ = lambda self: False
print("late dunders", len(g), g == 1, list(g), g[4], bool(g), hash(g) == hash(g))

# special lookups ignore __getattribute__ and the instance dict
class CM:
    def __getattribute__(self, name):
        print('  CM.__getattribute__', name)
        return object.__getattribute__(self, name)
    def __enter__(self):
        return 'entered'
    def __exit__(self, *a):
        return False
    def __reversed__(self):
        return iter('rev')
    def __format__(self, spec):
        return 'fmt:' + spec
with CM() as v:
    print("with", v)
print("reversed", list(reversed(CM())), format(CM(), 'x'), f"{CM():y}")
class Miss(dict):
    def __getattribute__(self, name):
        print('  Miss.__getattribute__', name)
        return dict.__getattribute__(self, name)
    def __missing__(self, k):
        return 'missing ' + k
print("missing", Miss()['q'])
class Inst:
    pass
i = Inst()
i.__len__ = lambda: 5
i.__enter__ = lambda: 'no'
try:
    len(i)
except TypeError as ex:
    print("TypeError:", ex)
try:
    with i:
        pass
except (TypeError, AttributeError) as ex:
    print(type(ex).__name__ + ":", ex)

# __getattribute__ on a subclass of a built-in type
class L(list):
    def __getattribute__(self, name):
        if name == 'append':
            return lambda x: print('  intercepted append', x)
        return list.__getattribute__(self, name)
l = L()
l.append(1)
l.extend([2])
print("list subclass", l, len(l))
class S(str):
    def __getattribute__(self, name):
        if name == 'upper':
            return lambda: 'UPPER!'
        return str.__getattribute__(self, name)
s = S('abc')
print("str subclass", s.upper(), s.lower(), s + 'd', len(s))

# isinstance reads o.__class__ (through __getattribute__) when the type says no, as CPython
class A:
    def __getattribute__(self, name):
        print('  get', name)
        return object.__getattribute__(self, name)
a = A()
print(isinstance(a, A))
print(isinstance(a, int))
print(isinstance(a, (int, str)))
print(issubclass(A, int))
print(type(a) is A, a.__class__ is A)
class Fake:
    @property
    def __class__(self):
        return int
print(isinstance(Fake(), int), type(Fake()).__name__)
class G:
    def __getattribute__(self, name):
        if name == '__class__':
            return str
        return object.__getattribute__(self, name)
print(isinstance(G(), str), isinstance(G(), G))
