# Lookups never miss while tables resize: 6 threads look up stable keys
# (str, int, tuple, float and keys of a class with Python __hash__/__eq__)
# in one dict, stable members in one set, stable attributes of one
# instance and stable module globals, while 3 writers insert and delete
# thousands of other keys, members, attributes and globals (the tables grow
# and shrink again and again).  Every lookup finds its key with the right
# value: the number of hits is exact.  Argument scale=F multiplies the sizes.
import sys
import threading

sys.path.insert(0, sys.path[0] + "/stress_mods")
from stresslib import size, check  # noqa: E402


class Key:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return self.v % 97            # many collisions

    def __eq__(self, other):
        return isinstance(other, Key) and self.v == other.v


class Obj:
    pass


STABLE = (["s%d" % i for i in range(20)] + list(range(20)) + [(i, "t") for i in range(20)]
          + [i + 0.5 for i in range(20)] + [Key(i) for i in range(20)])
D = {k: ("v", k) for k in STABLE}
S = set(STABLE)
O = Obj()
for i in range(20):
    setattr(O, "a%d" % i, i)
G_NAMES = ["g_stable_%d" % i for i in range(20)]
for i, n in enumerate(G_NAMES):
    globals()[n] = i


def g_read_0():
    return g_stable_0


def g_read_7():
    return g_stable_7


def g_read_19():
    return g_stable_19


NR = 6
NW = 3
WROUNDS = size(150)
stop = threading.Event()
hits = [0] * NR
lookups = [0] * NR
bad = []


def reader(r):
    h = n = 0
    while not stop.is_set() or n < 200:
        for k in STABLE:
            v = D.get(k)
            if v is not None and v[1] == k:
                h += 1
            if k in S:
                h += 1
        for i in (0, 5, 19):
            if getattr(O, "a%d" % i, None) == i:
                h += 1
        if g_read_0() == 0 and g_read_7() == 7 and g_read_19() == 19:
            h += 1
        n += 1
    hits[r] = h
    lookups[r] = n * (2 * len(STABLE) + 3 + 1)


def writer(w):
    g = globals()
    for rnd in range(WROUNDS):
        tmp = [("tmp", w, rnd, j) for j in range(400)]
        # keys no other writer makes (rnd * 1000 stays below 10**8 at any scale)
        keys = tmp + [Key(1000 + w * 10**8 + rnd * 1000 + j) for j in range(50)]
        for k in keys:
            D[k] = ("v", k)
            S.add(k)
        for j in range(200):
            setattr(O, "t%d_%d" % (w, j), j)
        for j in range(100):
            g["tmp_%d_%d" % (w, j)] = j
        for k in keys:
            del D[k]
            S.discard(k)
        for j in range(200):
            delattr(O, "t%d_%d" % (w, j))
        for j in range(100):
            del g["tmp_%d_%d" % (w, j)]
        if rnd % 10 == 0:
            try:
                D2 = dict(D)         # a copy while others write
            except RuntimeError:     # "dict mutated during update": Key.__eq__ is Python
                continue
            if any(D2[k][1] != k for k in STABLE):
                bad.append("copy")


rs = [threading.Thread(target=reader, args=(r,)) for r in range(NR)]
ws = [threading.Thread(target=writer, args=(w,)) for w in range(NW)]
for t in rs + ws:
    t.start()
for t in ws:
    t.join()
stop.set()
for t in rs:
    t.join()
check("every lookup hit", hits == lookups, [l - h for h, l in zip(hits, lookups)])
check("readers ran", all(l > 0 for l in lookups), lookups)
check("copies", not bad, bad[:3])
check("tables back to the stable keys", len(D) == len(STABLE) and len(S) == len(STABLE)
      and len([a for a in vars(O) if a.startswith("t")]) == 0
      and not [n for n in globals() if n.startswith("tmp_")], (len(D), len(S)))
