# Weak references across threads: objects made on one thread and dropped on
# another; weak containers shared by threads; finalize from threads;
# proxies handed between threads.  (An object other threads read may die
# only at the next collection in a free-threaded VM, so each check that
# follows a drop by another thread collects first.)
import threading
import weakref
import gc


class Item:
    def __init__(self, n):
        self.n = n


lock = threading.Lock()
died_on = {}


def note(name):
    def cb(r):
        # no lock in a callback: it may run inside a block that holds it
        died_on[name] = threading.current_thread().name
    return cb


# made on the main thread, dropped by a worker
box = [Item(1)]
r = weakref.ref(box[0], note("handed"))


def drop():
    box.clear()


t = threading.Thread(target=drop, name="dropper")
t.start()
t.join()
gc.collect()
print(r(), sorted(died_on))

# each worker makes objects, shares weak references, a second worker drops
registry = weakref.WeakValueDictionary()
keys = weakref.WeakKeyDictionary()
wset = weakref.WeakSet()
strong = {}
counts = {"cb": 0}


fired = []


def counted(r):
    fired.append(1)
    counts["cb"] = len(fired)


refs = []


def make(k):
    mine = [Item(k * 1000 + i) for i in range(500)]
    local_refs = [weakref.ref(o, counted) for o in mine]
    for o in mine:
        registry[o.n] = o
        keys[o] = o.n
        wset.add(o)
    with lock:
        strong[k] = mine
        refs.extend(local_refs)


def unmake(k):
    with lock:
        mine = strong.pop(k)
    mine.clear()


makers = [threading.Thread(target=make, args=(k,)) for k in range(4)]
for t in makers:
    t.start()
for t in makers:
    t.join()
print(len(registry), len(keys), len(wset), sum(1 for r in refs if r() is not None))
droppers = [threading.Thread(target=unmake, args=(k,)) for k in (0, 2)]
for t in droppers:
    t.start()
for t in droppers:
    t.join()
gc.collect()
print(len(registry), len(keys), len(wset), sorted({o.n // 1000 for o in wset}), counts)
unmake(1)
unmake(3)
gc.collect()
print(len(registry), len(keys), len(wset), counts, all(r() is None for r in refs))

# finalize registered on one thread, object dropped on another
fins = []
objs = [Item(i) for i in range(10)]


def register(lo, hi):
    for i in range(lo, hi):
        weakref.finalize(objs[i], fins.append, i)


ts = [threading.Thread(target=register, args=(0, 5)), threading.Thread(target=register, args=(5, 10))]
for t in ts:
    t.start()
for t in ts:
    t.join()
objs.clear()
gc.collect()
print(sorted(fins))

# a proxy used by several threads while its referent lives
target = Item(42)
p = weakref.proxy(target)
out = []


def use_proxy():
    s = 0
    for _ in range(1000):
        s += p.n
    with lock:
        out.append(s)


ts = [threading.Thread(target=use_proxy) for _ in range(4)]
for t in ts:
    t.start()
for t in ts:
    t.join()
print(out)
del target
gc.collect()
try:
    p.n
except ReferenceError as e:
    print("ReferenceError:", e)
