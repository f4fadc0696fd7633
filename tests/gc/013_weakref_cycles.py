# Weak references and the cycle collector: a weak reference to a member of
# a cycle is cleared when gc.collect() frees the cycle, its callback runs
# (seeing the reference dead), and the callback of a weak reference that
# is garbage itself is never called.  Then many cycles, each weakly
# referenced with a callback, through automatic collections.
# max-rss-mib: 60
import gc
import weakref

gc.disable()


class Node:
    def __init__(self, tag):
        self.tag = tag
        self.other = None


seen = []


def cb(r):
    seen.append(("cb", r() is None))


a = Node("a")
b = Node("b")
a.other = b
b.other = a
ra = weakref.ref(a, cb)
rb = weakref.ref(b)
pa = weakref.proxy(a)
del a, b
print(ra() is not None, rb().tag, pa.tag, seen)
print("found", gc.collect())
print(ra(), rb(), seen)
try:
    pa.tag
except ReferenceError as e:
    print("ReferenceError:", e)

# a weak reference that is part of the garbage: its callback is not called
c = Node("c")
c.other = c
c.wr = weakref.ref(c, lambda r: seen.append("garbage ref callback"))
outside = weakref.ref(c, lambda r: seen.append("outside callback"))
del c
gc.collect()
print(seen, outside())

# a callback that is itself reachable only from the garbage weak reference
d = Node("d")
e = Node("e")
d.other = d
e.other = e
d.wr = weakref.ref(e, lambda r: seen.append("from garbage to garbage"))
del d, e
gc.collect()
print(seen)

# the callback sees every weak reference to the cycle already dead
members = [Node(i) for i in range(3)]
for i in range(3):
    members[i].other = members[(i + 1) % 3]
refs = [weakref.ref(m) for m in members]
checks = []
refs_cb = weakref.ref(members[0], lambda r: checks.append([x() for x in refs]))
del members
gc.collect()
print(checks)

# weak dictionaries and sets keyed by cycle members
wvd = weakref.WeakValueDictionary()
wkd = weakref.WeakKeyDictionary()
ws = weakref.WeakSet()
for i in range(10):
    n = Node(i)
    n.other = n
    wvd[i] = n
    wkd[n] = i
    ws.add(n)
del n
print(len(wvd), len(wkd), len(ws))
gc.collect()
print(len(wvd), len(wkd), len(ws))

# many cycles with callbacks, automatic collections
gc.enable()
count = [0]


def bump(r):
    count[0] += 1


keep = []
for i in range(200000):
    x = Node(i)
    x.other = x
    keep.append(weakref.ref(x, bump))
    if len(keep) > 1000:
        keep.clear()
del x
gc.collect()
print("callbacks", count[0] > 0, all(r() is None for r in keep))
