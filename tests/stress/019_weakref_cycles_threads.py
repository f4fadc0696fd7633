# Weak references to cycles while the collector runs: worker threads make
# small cycles, publish weak references to their members (with callbacks),
# and drop them, so that only the collector can free them; other threads
# dereference the published references in a loop, and every thread calls
# gc.collect() now and then.  A dereference gives a live member (its tag
# and its partner checked) or None; each callback runs exactly once, with
# its reference already dead.  Argument scale=F multiplies the sizes.
import gc
import sys
import threading
import weakref

sys.path.insert(0, sys.path[0] + "/stress_mods")
from stresslib import size, check  # noqa: E402

NMAKERS = 2
NREADERS = 2
SLOTS = 32
ROUNDS = size(3000)


class Node:
    def __init__(self, tag):
        self.tag = tag
        self.partner = None


lock = threading.Lock()
fired = []
bad = []
slots = [None] * SLOTS
stop = threading.Event()
keep_refs = []


def cb(r):
    if r() is not None:
        bad.append("callback saw a live referent")
    fired.append(1)  # no lock: see tests/stress/018


def maker(k):
    made = 0
    mine = []
    for rnd in range(ROUNDS):
        a = Node((k, rnd, 0))
        b = Node((k, rnd, 1))
        a.partner = b
        b.partner = a
        ra = weakref.ref(a, cb)
        rb = weakref.ref(b, cb)
        mine.append((ra, rb))
        slots[(k * 7 + rnd) % SLOTS] = (weakref.ref(a), a.tag)
        made += 2
        del a, b
        if rnd % 50 == 0:
            gc.collect()
    with lock:
        keep_refs.extend(mine)
    return made


def reader():
    while not stop.is_set():
        for entry in slots:
            if entry is None:
                continue
            r, tag = entry
            o = r()
            if o is None:
                continue
            if o.tag != tag or o.partner.partner is not o or o.partner.tag[:2] != tag[:2]:
                bad.append(("wrong", tag))
        gc.collect(0)


made = []
readers = [threading.Thread(target=reader) for _ in range(NREADERS)]
makers = [threading.Thread(target=lambda k=k: made.append(maker(k))) for k in range(NMAKERS)]
for t in readers + makers:
    t.start()
for t in makers:
    t.join()
stop.set()
for t in readers:
    t.join()
slots = [None] * SLOTS
gc.collect()
gc.collect()

check("dereferences gave a live member or None", not bad, bad[:5])
check("every member died", all(ra() is None and rb() is None for ra, rb in keep_refs))
check("every callback ran once", len(fired) == sum(made), (len(fired), sum(made)))
