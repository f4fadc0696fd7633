# Weak references racing with deaths: a producer thread makes objects,
# publishes weak references to them (plain, with callbacks, proxies and a
# shared WeakValueDictionary), then drops its strong references one by one
# while reader threads dereference the weak references in a loop, keep
# some of the objects for a while (so that the last reference is often
# dropped on a reader thread), make new weak references to what they got,
# and count them.  Every dereference must give the live object (its tag
# checked) or None, never a freed one; every callback runs exactly once,
# whichever thread dropped the object.  Argument scale=F multiplies the
# sizes.
import gc
import sys
import threading
import weakref

sys.path.insert(0, sys.path[0] + "/stress_mods")
from stresslib import size, check  # noqa: E402

NREADERS = 3
SLOTS = 64
ROUNDS = size(1500)
MAGIC = 0x5EED


class Obj:
    __slots__ = ("tag", "magic", "payload", "__weakref__")

    def __init__(self, tag):
        self.tag = tag
        self.magic = MAGIC
        self.payload = [tag] * 3


lock = threading.Lock()
callbacks = []
bad = []
stop = threading.Event()
slots = [None] * SLOTS
wvd = weakref.WeakValueDictionary()
seen = [0, 0]  # objects got, Nones


def cb(r):
    # no lock here: a callback may run wherever an object dies, or a
    # collection runs, which may be inside a block holding that very lock
    callbacks.append(1)
    if r() is not None:
        bad.append("callback saw a live referent")


def valid(o, tag):
    return o.tag == tag and o.magic == MAGIC and o.payload == [tag] * 3


def reader(k):
    got = nones = 0
    held = []
    while not stop.is_set():
        for i in range(SLOTS):
            entry = slots[i]
            if entry is None:
                continue
            r, p, tag = entry
            o = r()
            if o is None:
                nones += 1
                try:
                    p.tag
                    bad.append("proxy alive after ref dead")
                except ReferenceError:
                    pass
                continue
            got += 1
            if not valid(o, tag):
                bad.append(("wrong object", tag))
                continue
            if weakref.ref(o)() is not o or weakref.getweakrefcount(o) < 1:
                bad.append(("new ref", tag))
            v = wvd.get(tag)
            if v is not None and v is not o:
                bad.append(("dict", tag))
            if (got + k) % 7 == 0:
                held.append(o)  # dropped later, maybe as the last reference
        if len(held) > 40:
            del held[: 20 + k]
    held.clear()
    with lock:
        seen[0] += got
        seen[1] += nones


def producer():
    made = 0
    refs_alive = []
    for rnd in range(ROUNDS):
        objs = [Obj(rnd * SLOTS + i) for i in range(SLOTS)]
        refs = [weakref.ref(o, cb) for o in objs]
        for i, o in enumerate(objs):
            wvd[o.tag] = o
            slots[i] = (weakref.ref(o), weakref.proxy(o), o.tag)
        made += SLOTS
        for i in range(SLOTS):
            objs[i] = None  # the last strong reference, unless a reader holds it
        refs_alive.append(refs)
    # keep the remaining callbacks' references until every reader let go
    return made, refs_alive


threads = [threading.Thread(target=reader, args=(k,)) for k in range(NREADERS)]
for t in threads:
    t.start()
result = []
pt = threading.Thread(target=lambda: result.append(producer()))
pt.start()
pt.join()
stop.set()
for t in threads:
    t.join()
made, refs_alive = result[0]
slots = [None] * SLOTS
gc.collect()

check("dereferences gave the live object or None", not bad, bad[:5])
check("readers got objects", seen[0] > 0, seen)
all_dead = all(r() is None for refs in refs_alive for r in refs)
check("every object died", all_dead)
check("every callback ran once", len(callbacks) == made, (len(callbacks), made))
check("weak dictionary emptied", len(wvd) == 0, len(wvd))
