# The cycle collector under threads: two threads call gc.collect() in a
# loop while eight threads build cycles (self-referencing lists, instance
# pairs, dicts, closures, bound methods, generators, cycles through a
# class) and drop them, and keep a share alive in their own structures and
# in a shared dict.  What is kept must be intact (its checksum), every
# cycle dropped is garbage the collector may free at any moment, and the
# program must not crash.  Exact counts only.  Argument scale=F multiplies
# the sizes.
import gc
import sys
import threading

sys.path.insert(0, sys.path[0] + "/stress_mods")
from stresslib import size, check  # noqa: E402


class Node:
    def __init__(self, v):
        self.v = v
        self.other = None
        self.data = [v, str(v)]

    def value(self):
        return self.v


def make_cycles(v):
    """A handful of cycles of different shapes, all holding v."""
    a = [v]
    a.append(a)
    n1, n2 = Node(v), Node(v)
    n1.other, n2.other = n2, n1
    d = {"v": v}
    d["self"] = d

    def f():
        return cell[0]
    cell = [v, f]
    m = n1.value                 # bound method: n1 -> ... -> n1 via n2
    n2.m = m

    def g():
        yield gen_holder
    gen_holder = [v]
    gen = g()
    gen_holder.append(gen)
    K = type("K%d" % (v % 7), (Node,), {})
    k = K(v)
    k.cls = K
    return (a, n1, d, cell, gen_holder, k)


def checksum(t):
    a, n1, d, cell, gh, k = t
    return a[0] + n1.other.other.v + d["self"]["v"] + cell[1]() + gh[0] + k.cls(k.v).v


NW = 8
PER = size(4000)
shared = {}
shared_lock = threading.Lock()
stop = threading.Event()
bad = []
kept_ok = [0] * NW
collections = [0, 0]


def collector(c):
    n = 0
    while not stop.is_set():
        gc.collect()
        n += 1
    collections[c] = n


def worker(w):
    keep = []
    for i in range(PER):
        v = w * PER + i
        t = make_cycles(v)
        if i % 5 == 0:
            keep.append((v, t))
        if i % 50 == 0:
            with shared_lock:
                shared[v] = t
        del t                    # the rest is garbage now
        if i % 500 == 0:
            for kv, kt in keep[-20:]:
                if checksum(kt) != 6 * kv:
                    bad.append(kv)
    good = 0
    for kv, kt in keep:
        if checksum(kt) == 6 * kv:
            good += 1
    kept_ok[w] = good


cs = [threading.Thread(target=collector, args=(c,)) for c in range(2)]
ws = [threading.Thread(target=worker, args=(w,)) for w in range(NW)]
for t in cs + ws:
    t.start()
for t in ws:
    t.join()
stop.set()
for t in cs:
    t.join()
gc.collect()
check("kept objects intact", not bad and sum(kept_ok) == NW * len(range(0, PER, 5)), (bad[:5], sum(kept_ok)))
check("shared dict intact", len(shared) == NW * len(range(0, PER, 50))
      and all(checksum(t) == 6 * v for v, t in shared.items()), len(shared))
check("collectors ran", collections[0] > 0 and collections[1] > 0, collections)
shared.clear()
gc.collect()
check("collect after clear", gc.collect() == 0, "")
