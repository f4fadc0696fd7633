# weakref: the dictionaries' update/copy/iteration forms and their errors,
# WeakSet algebra, callbacks' order, proxies' operators and errors, ref
# subclasses and WeakMethod, finalize's attributes.
import gc
import weakref


def attempt(label, fn):
    try:
        r = fn()
        print(label, "->", repr(r))
    except KeyError as e:
        # a weak reference's repr shows addresses
        print(label, "!", "KeyError", e if isinstance(e.args[0], str) else type(e.args[0]).__name__)
    except Exception as e:
        print(label, "!", type(e).__name__, e)


class Obj:
    def __init__(self, n):
        self.n = n

    def __repr__(self):
        return "Obj(%d)" % self.n

    def __hash__(self):
        return hash(self.n)

    def __eq__(self, other):
        return isinstance(other, Obj) and other.n == self.n

    def meth(self):
        return self.n * 10


objs = [Obj(i) for i in range(6)]
wvd = weakref.WeakValueDictionary()
wvd.update({"a": objs[0], "b": objs[1]})
wvd.update([("c", objs[2])], d=objs[3])
print("wvd", sorted(wvd.keys()), len(wvd))
cp = wvd.copy()
print("copy", type(cp).__name__, sorted(cp.items()) == sorted(wvd.items()))
print("get default", wvd.get("zz", "dflt"), "a" in wvd, "zz" in wvd)
print("setdefault", wvd.setdefault("e", objs[4]), wvd.setdefault("e", objs[5]))
print("pop", wvd.pop("e"), wvd.pop("e", "gone"))
attempt("pop missing", lambda: wvd.pop("e"))
attempt("getitem missing", lambda: wvd["nope"])
attempt("setdefault int", lambda: wvd.setdefault("x", 1))
attempt("set int value", lambda: wvd.__setitem__("x", 5))
k, v = wvd.popitem()
print("popitem", k in "abcd", v in objs)
wvd[k] = v
refs = wvd.valuerefs()
print("valuerefs", len(refs), all(isinstance(r, weakref.ref) for r in refs), sorted(r().n for r in refs)[0])
print("itervaluerefs", sorted(r().n for r in wvd.itervaluerefs()))
tmp = Obj(99)
wvd["tmp"] = tmp
del tmp
gc.collect()
print("after del", "tmp" in wvd, len(wvd))
del wvd["a"]
attempt("del missing", lambda: wvd.__delitem__("a"))
wvd.clear()
print("cleared", len(wvd), list(wvd))
wvd2 = weakref.WeakValueDictionary(x=objs[0])
print("kw ctor", list(wvd2.items()))

wkd = weakref.WeakKeyDictionary()
wkd.update({objs[0]: "zero", objs[1]: "one"})
wkd.update([(objs[2], "two")])
print("wkd", sorted(v for v in wkd.values()), objs[0] in wkd, Obj(0) in wkd, 5 in wkd)
print("keyrefs", sorted(r().n for r in wkd.keyrefs()))
print("setdefault", wkd.setdefault(objs[3], "three"), wkd.setdefault(objs[3], "x"))
print("pop", wkd.pop(objs[3]), wkd.pop(objs[3], None))
attempt("pop missing", lambda: wkd.pop(objs[4]))
attempt("int key", lambda: wkd.__setitem__(1, "x"))
attempt("getitem missing", lambda: wkd[objs[5]])
attempt("popitem empty", lambda: weakref.WeakKeyDictionary().popitem())
attempt("popitem empty values", lambda: weakref.WeakValueDictionary().popitem())
c2 = wkd.copy()
tmpk = Obj(77)
wkd[tmpk] = "temp"
print("len with temp", len(wkd), len(c2))
del tmpk
gc.collect()
print("temp gone", len(wkd), sorted(k.n for k in wkd))
it = iter(list(wkd.items()))
print("items", sorted((k.n, v) for k, v in it))
print("| operator", sorted(k.n for k in (wkd | {objs[5]: "five"})), type(wkd | {}).__name__)
wkd |= {objs[4]: "four"}
print("|=", len(wkd))

# WeakSet algebra
ws1 = weakref.WeakSet(objs[:4])
ws2 = weakref.WeakSet(objs[2:])
print("union", sorted(o.n for o in ws1 | ws2), type(ws1 | ws2).__name__)
print("inter", sorted(o.n for o in ws1 & ws2), sorted(o.n for o in ws1.intersection(objs[3:])))
print("diff", sorted(o.n for o in ws1 - ws2), sorted(o.n for o in ws1.difference(ws2)))
print("symdiff", sorted(o.n for o in ws1 ^ ws2))
print("subset", ws1.issubset(objs), ws1 <= ws2, weakref.WeakSet(objs[2:4]) < ws1, ws1.issuperset(objs[:2]))
print("disjoint", ws1.isdisjoint(ws2), ws1.isdisjoint([objs[5]]))
print("eq", ws1 == weakref.WeakSet(objs[:4]), ws1 == set(objs[:4]), ws1 != ws2)
ws3 = ws1.copy()
ws3.update(objs[4:])
ws3.difference_update([objs[0]])
ws3.intersection_update(objs[1:5])
ws3.symmetric_difference_update([objs[1], objs[5]])
print("updates", sorted(o.n for o in ws3))
t1, t2 = Obj(50), Obj(51)
ws3.add(t1)
ws3.add(t2)
n = len(ws3)
del t1
gc.collect()
print("len after del", n, len(ws3))
attempt("remove missing", lambda: ws3.remove(Obj(60)))
attempt("add int", lambda: ws3.add(3))
attempt("pop empty", lambda: weakref.WeakSet().pop())
print("discard missing ok", ws3.discard(Obj(61)))
print("contains int", 3 in ws3)

# callbacks: newest first, and the ref passed is the dead one
order = []
o = Obj(7)
r1 = weakref.ref(o, lambda r: order.append(("r1", r() is None)))
r2 = weakref.ref(o, lambda r: order.append(("r2", r is r2)))
r3 = weakref.ref(o)
print("same plain ref", r3 is weakref.ref(o), r1 is not r2, weakref.getweakrefcount(o))
del o
gc.collect()
print("callbacks", order, r3())
attempt("ref int", lambda: weakref.ref(5))
attempt("ref str", lambda: weakref.ref("s"))
attempt("ref list", lambda: weakref.ref([]))
attempt("ref no args", lambda: weakref.ref())


class MyRef(weakref.ref):
    def __init__(self, ob, callback=None, tag=""):
        super().__init__(ob, callback)
        self.tag = tag


o = Obj(8)
mr = MyRef(o, None, tag="t")
print("subclass", mr().n, mr.tag, isinstance(mr, weakref.ref), mr is not weakref.ref(o))
print("getweakrefs", len(weakref.getweakrefs(o)), weakref.getweakrefcount(o), weakref.getweakrefcount(5))

# WeakMethod
wm = weakref.WeakMethod(o.meth)
print("weakmethod", wm()(), wm() == o.meth)
attempt("weakmethod function", lambda: weakref.WeakMethod(len))
del o, mr
gc.collect()
print("weakmethod dead", wm())

# proxies
o = Obj(3)
p = weakref.proxy(o)
print("proxy attr", p.n, p.meth(), repr(p) == repr(o) or repr(p).startswith("<weakproxy at"))
p.extra = 1
print("proxy set", o.extra, hash is not None)
attempt("proxy hash", lambda: hash(p))
print("proxy eq", p == Obj(3), p == o)


class Num:
    def __init__(self, v):
        self.v = v

    def __add__(self, other):
        return Num(self.v + (other.v if isinstance(other, Num) else other))

    __radd__ = __add__

    def __lt__(self, other):
        return self.v < other

    def __len__(self):
        return self.v

    def __getitem__(self, i):
        return i * 2

    def __iter__(self):
        return iter(range(self.v))

    def __bool__(self):
        return self.v != 0

    def __call__(self, x):
        return x + self.v


num = Num(3)
pn = weakref.proxy(num)
print("proxy ops", (pn + 1).v, (1 + pn).v, pn < 5, len(pn), pn[4], list(pn), bool(pn), pn(10))
cp = weakref.proxy(num, lambda r: None)
print("callable proxy", type(pn).__name__, type(weakref.proxy(len)).__name__)
print("proxy types", weakref.ProxyType is type(pn), weakref.CallableProxyType is type(weakref.proxy(len)))
del num
gc.collect()
attempt("dead proxy attr", lambda: pn.v)
attempt("dead proxy add", lambda: pn + 1)
attempt("dead proxy bool", lambda: bool(pn))
attempt("proxy of int", lambda: weakref.proxy(1))

# finalize
log = []
o = Obj(4)
f = weakref.finalize(o, log.append, "fin")
print("finalize", f.alive, f.atexit, f.peek()[0] is o, f.peek()[1] == log.append, f.peek()[2:])
f.atexit = False
print("atexit set", f.atexit)
det = f.detach()
print("detach", det[0] is o, det[1] == log.append, det[2:], f.alive, f.detach(), f.peek(), f())
f2 = weakref.finalize(o, log.append, "fin2")
print("call", f2(), f2(), f2.alive, log)
f3 = weakref.finalize(o, lambda *a, **k: log.append((a, k)), 1, 2, key="v")
del o
gc.collect()
print("on death", log[-1], f3.alive)
attempt("finalize int", lambda: weakref.finalize(5, print))
