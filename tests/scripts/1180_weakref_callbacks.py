# weakref: WeakMethod, finalize args/atexit, ref subclasses, callbacks,
# callable proxies, weak dict errors and valuerefs.
import weakref, gc, re

class A:
    def meth(self, x=1):
        return ('meth', x)
    def __call__(self, *a, **k):
        return ('called', a, sorted(k.items()))
    def __repr__(self):
        return 'A()'

a = A()
wm = weakref.WeakMethod(a.meth)
print(wm()(5), wm() == a.meth, wm == weakref.WeakMethod(a.meth), type(wm).__mro__[1] is weakref.ref)
seen = []
wm2 = weakref.WeakMethod(a.meth, lambda r: seen.append(r is wm2))
del a
gc.collect()
print(wm(), seen)
try:
    weakref.WeakMethod(len)
except TypeError as e:
    print('TypeError', e)
try:
    weakref.WeakMethod(lambda: 0)
except TypeError as e:
    print('TypeError', e)

b = A()
log = []
fin = weakref.finalize(b, lambda *args, **kw: log.append((args, sorted(kw.items()))), 1, 2, key='v')
print(fin.alive, fin.atexit)
fin.atexit = False
print(fin.atexit, fin.peek()[2:])
del b
gc.collect()
print(log, fin.alive, fin(), fin.peek(), fin.detach())
c = A()
fin = weakref.finalize(c, log.append, 'x')
print(fin.detach()[2:], fin.alive, fin())
fin2 = weakref.finalize(c, lambda: 'ret')
print(fin2(), fin2(), fin2.alive)

class MyRef(weakref.ref):
    __slots__ = ('extra', 'cb_hits')
    def __new__(cls, obj, callback=None, extra=None):
        self = super().__new__(cls, obj, callback)
        self.extra = extra
        return self
    def __init__(self, obj, callback=None, extra=None):
        super().__init__(obj, callback)
        self.cb_hits = 0
def cb(r):
    r.cb_hits += 1
    print('callback got', type(r).__name__, r.extra, r())
o = A()
r = MyRef(o, cb, extra='data')
print(r() is o, r.extra, isinstance(r, weakref.ref), weakref.getweakrefcount(o))
del o
gc.collect()
print(r.cb_hits, r())

o = A()
p = weakref.proxy(o)
print(type(p) is weakref.CallableProxyType, p(1, k=2), p.meth(3))
print(re.sub(r'0x[0-9a-f]+', 'ADDR', repr(p)))
q = weakref.proxy(o, lambda pr: print('proxy cb', type(pr).__name__))
del o
gc.collect()
try:
    p()
except ReferenceError as e:
    print('ReferenceError', e)

wk = weakref.WeakKeyDictionary()
try:
    wk[[1]] = 1
except TypeError as e:
    print('TypeError', e)
try:
    wk[1] = 2
except TypeError as e:
    print('TypeError', e)
print([1] in wk, 5 in wk)
wv = weakref.WeakValueDictionary()
objs = [A() for _ in range(3)]
for i, x in enumerate(objs):
    wv[i] = x
refs = wv.valuerefs()
print(len(refs), all(isinstance(x, weakref.ref) for x in refs), sorted(k for k, _ in wv.items()))
print(len(list(wv.itervaluerefs())), [x() is objs[0] for x in wv.valuerefs()].count(True))
try:
    wv['k'] = 5
except TypeError as e:
    print('TypeError', e)
del objs[1]
gc.collect()
print(sorted(wv.keys()), len(wv), wv.get(1, 'gone'))
try:
    wv[1]
except KeyError as e:
    print('KeyError', e)
print(wv.setdefault(7, objs[0]) is objs[0], wv.pop(7) is objs[0], wv.pop(99, 'dflt'))
print(sorted(wv.copy().keys()))
