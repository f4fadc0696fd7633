# The standard modules imported for the first time by many threads at once:
# 12 threads started with _thread (so that even `threading` is not imported
# yet) wait at a spin barrier, then import math, itertools, random, time and
# gc, each thread in a different order; then, at a second barrier,
# threading, collections and functools (which import modules of the first
# wave); then queue (which imports threading).  Every thread must get the
# one module object that ends up in sys.modules, complete (its main names
# there and working).  The waves keep each module's own imports done before
# the race for it: when an import waits for another thread's import of a
# module while a third import is in progress, fpy can take that wait for a
# deadlock and hand out the partly made module.
import sys
import _thread

NT = 12
lock = _thread.allocate_lock()
arrived = [0]
results = [None] * NT
dones = []


def probe_threading():
    import threading
    return threading, (threading.Lock, threading.Thread, threading.Event, threading.local,
                       threading.Barrier, threading.current_thread)


def probe_queue():
    import queue
    q = queue.Queue()
    q.put(1)
    return queue, (queue.SimpleQueue, queue.Empty, queue.LifoQueue, q.get())


def probe_math():
    import math
    return math, (math.pi, math.sqrt(16.0), math.gcd(12, 18), math.factorial(10), math.inf)


def probe_itertools():
    import itertools
    return itertools, (list(itertools.islice(itertools.count(5), 3)),
                       list(itertools.product("ab", repeat=2)), itertools.chain, itertools.groupby)


def probe_collections():
    import collections
    P = collections.namedtuple("P", "x y")
    return collections, (collections.deque([1, 2]).pop(), collections.OrderedDict,
                         collections.Counter("abca")["a"], P(1, 2).y, collections.defaultdict)


def probe_functools():
    import functools
    return functools, (functools.reduce(lambda a, b: a + b, range(10)), functools.partial,
                       functools.lru_cache, functools.wraps, functools.cmp_to_key)


def probe_random():
    import random
    return random, (random.Random(7).random(), random.Random, random.randrange, random.shuffle)


def probe_time():
    import time
    return time, (time.monotonic() > 0, time.sleep, time.perf_counter)


def probe_gc():
    import gc
    return gc, (gc.collect, gc.enable, gc.isenabled())


WAVES = [[probe_math, probe_itertools, probe_random, probe_time, probe_gc],
         [probe_threading, probe_collections, probe_functools],
         [probe_queue]]
PROBES = [p for w in WAVES for p in w]


def worker(i, done):
    out = {}
    for w, wave in enumerate(WAVES):
        with lock:
            arrived[0] += 1
        while arrived[0] < NT * (w + 1):    # spin barrier: no threading yet
            pass
        order = wave[i % len(wave):] + wave[:i % len(wave)]
        if i % 2:
            order.reverse()
        for p in order:
            try:
                m, vals = p()
                out[m.__name__] = (m, vals)
            except Exception as e:
                out[p.__name__[6:]] = (None, type(e).__name__ + ": " + str(e))
    results[i] = out
    done.release()


for i in range(NT):
    d = _thread.allocate_lock()
    d.acquire()
    dones.append(d)
    _thread.start_new_thread(worker, (i, d))
for d in dones:
    d.acquire()

names = sorted(p.__name__[6:] for p in PROBES)
print("modules:", names)
for name in names:
    got = [r.get(name) for r in results]
    same = all(g is not None and g[0] is sys.modules[name] for g in got)
    vals = set(repr(g[1]) for g in got if g is not None)
    print(name, "same module" if same else "FAIL different modules",
          "equal results" if len(vals) == 1 else "FAIL results differ: %r" % sorted(vals)[:2])
# the values themselves (checked against CPython's)
r = results[0]
print(r["math"][1], r["itertools"][1][:2], r["collections"][1][0], r["collections"][1][2:4])
print(r["functools"][1][0], r["random"][1][0], r["queue"][1][3], r["gc"][1][2])
