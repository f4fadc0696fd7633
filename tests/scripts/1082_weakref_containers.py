# WeakMethod, WeakValueDictionary, WeakKeyDictionary, WeakSet
import weakref
import gc


class Obj:
    def __init__(self, tag):
        self.tag = tag

    def meth(self):
        return "meth of %s" % self.tag

    def __repr__(self):
        return "Obj(%r)" % self.tag


# ---- WeakMethod
o = Obj("m")
wm = weakref.WeakMethod(o.meth)
print(wm()(), wm() == o.meth, isinstance(wm, weakref.ref))
print(wm == weakref.WeakMethod(o.meth), wm != weakref.WeakMethod(o.meth))
print(hash(wm) == hash(weakref.WeakMethod(o.meth)))
calls = []
wm2 = weakref.WeakMethod(o.meth, lambda r: calls.append(r is wm2))
try:
    weakref.WeakMethod(len)
except TypeError as e:
    print("TypeError:", e)
del o
print(wm(), calls, wm == wm, wm == wm2)

# ---- WeakValueDictionary
objs = [Obj(i) for i in range(5)]
d = weakref.WeakValueDictionary()
for ob in objs:
    d[ob.tag] = ob
print(len(d), sorted(d.keys()), d[2], 2 in d, 7 in d, d.get(7, "none"))
del objs[1]
print(len(d), sorted(d), sorted(v.tag for v in d.values()))
print(sorted((k, v.tag) for k, v in d.items()))
try:
    d[1]
except KeyError as e:
    print("KeyError:", e)
print(d.pop(0), len(d), d.pop(0, "gone"))
print(d.setdefault(3, None), d.setdefault(9, objs[0]))
c = d.copy()
print(type(c).__name__, sorted(c))
objs.clear()
gc.collect()
print(len(d), list(d.items()), len(c))
keep = Obj("k")
d2 = weakref.WeakValueDictionary({"a": keep}, b=keep)
print(sorted(d2), d2 == {"a": keep, "b": keep}, len(d2.valuerefs()))
del d2["a"]
print(sorted(d2))
k, v = d2.popitem()
print(k, v, len(d2))

# ---- WeakKeyDictionary
keys = [Obj(i) for i in range(4)]
kd = weakref.WeakKeyDictionary()
for i, k in enumerate(keys):
    kd[k] = i * 10
print(len(kd), kd[keys[2]], keys[1] in kd, Obj(9) in kd, 5 in kd, kd.get(keys[3]))
del keys[0]
print(len(kd), sorted(kd.values()), sorted(k.tag for k in kd))
print(sorted((k.tag, v) for k, v in kd.items()), len(kd.keyrefs()))
print(kd.pop(keys[0]), len(kd), kd.setdefault(keys[1], 99), kd.setdefault(keys[2], 5))
del kd[keys[1]]
print(len(kd))
kc = kd.copy()
keys.clear()
print(len(kd), len(kc))
try:
    kd[[]] = 1
except TypeError as e:
    print("TypeError:", e)

# ---- WeakSet
items = [Obj(i) for i in range(6)]
ws = weakref.WeakSet(items[:4])
print(len(ws), items[0] in ws, items[5] in ws, 3 in ws)
ws.add(items[4])
ws.discard(items[0])
ws.remove(items[1])
try:
    ws.remove(items[1])
except KeyError:
    print("KeyError")
print(sorted(x.tag for x in ws))
del items[2]
print(len(ws), sorted(x.tag for x in ws))
other = weakref.WeakSet(items[1:])
print(sorted(x.tag for x in ws | other), sorted(x.tag for x in ws & other), sorted(x.tag for x in ws - other))
print(sorted(x.tag for x in ws ^ other), ws <= other, ws.issubset(items), ws == weakref.WeakSet(ws))
print(ws.isdisjoint([items[0]]), ws.isdisjoint(items))
popped = ws.pop()
print(popped.tag in (3, 4), len(ws))
ws.clear()
print(len(ws))
try:
    ws.pop()
except KeyError as e:
    print("KeyError:", e)
items.clear()
print(len(other))
del popped
print(len(other), list(other))


# items in cycles leave once collected
class Node:
    pass


n = Node()
n.self = n
ws2 = weakref.WeakSet([n])
kd2 = weakref.WeakKeyDictionary({n: 1})
vd2 = weakref.WeakValueDictionary({1: n})
del n
gc.collect()
print(len(ws2), len(kd2), len(vd2))

# a value replaced before the old one dies: the new entry stays
old, new = Obj("old"), Obj("new")
vd3 = weakref.WeakValueDictionary({"k": old})
vd3["k"] = new
del old
print(vd3["k"], len(vd3))
del new
print(len(vd3))
