# threading: deprecated camelCase aliases and their warnings, local
# subclasses with constructor arguments, misuse errors of threads and the
# synchronization objects, and the types of the clock and CPU helpers.
import os
import sys
import threading
import time
import warnings


def attempt(label, fn):
    try:
        r = fn()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "!", type(e).__name__, e)


with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")
    t = threading.Thread(target=lambda: None, name="w1")
    t.setDaemon(True)
    print("isDaemon", t.isDaemon(), t.getName())
    t.setName("w2")
    print("name", t.name)
    print("currentThread", threading.currentThread() is threading.current_thread())
    print("activeCount", threading.activeCount() == threading.active_count())
    ev = threading.Event()
    print("isSet", ev.isSet())
    cond = threading.Condition()
    with cond:
        cond.notifyAll()
for w in log:
    print("warn", w.category.__name__, w.message, os.path.basename(w.filename), w.lineno > 0)


class Counter(threading.local):
    created = 0

    def __init__(self, start, step=1):
        Counter.created += 1
        self.value = start
        self.step = step

    def bump(self):
        self.value += self.step
        return self.value


c = Counter(10, step=5)
print("main local", c.bump(), c.step)
results = {}


def worker(k):
    v = [c.bump() for _ in range(k)]
    results[k] = (v, c.step)


ts = [threading.Thread(target=worker, args=(k,)) for k in (1, 2, 3)]
for t in ts:
    t.start()
for t in ts:
    t.join()
print("per thread", sorted(results.items()), c.value, Counter.created)


class Prop(threading.local):
    tag = "class attr"

    def __init__(self):
        self._v = threading.current_thread().name

    @property
    def v(self):
        return "prop:" + self._v

    @v.setter
    def v(self, value):
        self._v = value.upper()


class Picky(threading.local):
    def __init__(self, ok):
        if threading.current_thread() is not threading.main_thread():
            raise ValueError("not in " + threading.current_thread().name)
        self.ok = ok


p = Prop()
p.v = "main"
pk = Picky(1)
out = []


def other():
    out.append((p.v, p.tag, sorted(p.__dict__)))
    p.v = "other"
    out.append(p.v)
    try:
        pk.ok
    except ValueError as e:
        out.append("init failed: " + str(e))
    try:
        pk.ok
    except ValueError as e:
        out.append("again: " + str(e))


t = threading.Thread(target=other, name="T9")
t.start()
t.join()
print("subclass", out, p.v, pk.ok, sorted(p.__dict__))
print("isinstance", isinstance(p, threading.local), type(p).__mro__[1] is threading.local)
attempt("sub __dict__ assign", lambda: setattr(p, "__dict__", {}))
attempt("sub del missing", lambda: delattr(p, "zz"))
attempt("sub missing", lambda: p.zz)
attempt("local args no init", lambda: threading.local(1))
attempt("local kw no init", lambda: threading.local(a=1))
loc = threading.local()
loc.a = 1
del loc.a
attempt("local deleted attr", lambda: loc.a)
attempt("local del missing", lambda: delattr(loc, "b"))
attempt("local __dict__ assign", lambda: setattr(loc, "__dict__", {}))

# thread misuse
t = threading.Thread(target=lambda: None)
attempt("join unstarted", lambda: t.join())
t.start()
attempt("start twice", lambda: t.start())
t.join()
attempt("join self", lambda: threading.current_thread().join())
attempt("daemon after start", lambda: setattr(t, "daemon", True))
print("is_alive", t.is_alive(), t.ident is not None, type(t.native_id).__name__)
print("repr", repr(threading.Thread(name="x")).startswith("<Thread(x, initial)>"))
attempt("thread bad kwargs", lambda: threading.Thread(target=print, kwargs=1).run())
print("main_thread", threading.main_thread() is threading.current_thread(), threading.main_thread().name)
print("get_ident", type(threading.get_ident()).__name__, threading.get_ident() == threading.main_thread().ident)

# synchronization object misuse
lock = threading.Lock()
attempt("lock release unlocked", lambda: lock.release())
attempt("acquire bad timeout", lambda: lock.acquire(timeout=-5))
attempt("acquire nonblocking timeout", lambda: lock.acquire(False, 1))
print("acquire timeout", lock.acquire(timeout=0.01), lock.acquire(timeout=0.01), lock.locked())
lock.release()
rl = threading.RLock()
attempt("rlock release unowned", lambda: rl.release())
rl.acquire()
rl.acquire()
rl.release()
rl.release()
attempt("rlock over release", lambda: rl.release())
bs = threading.BoundedSemaphore(2)
bs.acquire()
bs.release()
attempt("bounded over release", lambda: bs.release())
attempt("semaphore negative", lambda: threading.Semaphore(-1))
sem = threading.Semaphore(0)
print("sem timeout", sem.acquire(timeout=0.01), sem.acquire(blocking=False))
sem.release(3)
print("sem release n", [sem.acquire(blocking=False) for _ in range(4)])
attempt("sem release 0", lambda: sem.release(0))
cond = threading.Condition()
attempt("wait unlocked", lambda: cond.wait(0.01))
attempt("notify unlocked", lambda: cond.notify())
with cond:
    print("wait_for", cond.wait_for(lambda: 7, timeout=0.01), cond.wait_for(lambda: 0, timeout=0.01))
b = threading.Barrier(2, timeout=0.05)
attempt("barrier timeout", lambda: b.wait())
print("barrier broken", b.broken)
b.reset()
print("barrier reset", b.broken, b.parties, b.n_waiting)
b.abort()
attempt("barrier aborted", lambda: b.wait())
tm = threading.Timer(5, print, args=("never",))
tm.start()
tm.cancel()
tm.join()
print("timer cancelled", tm.finished.is_set(), tm.is_alive())

# clocks and CPU helpers
for name in ("perf_counter_ns", "monotonic_ns", "time_ns", "thread_time_ns", "process_time_ns"):
    v = getattr(time, name)()
    print(name, type(v).__name__, v >= 0)
print("cpu_count", type(os.cpu_count()).__name__, os.cpu_count() >= 1)
aff = os.sched_getaffinity(0)
print("affinity", type(aff).__name__, all(type(x) is int for x in aff), len(aff) > 0)
attempt("affinity empty", lambda: os.sched_setaffinity(0, []))
attempt("affinity huge", lambda: os.sched_setaffinity(0, [2 ** 40]))
attempt("affinity str pid", lambda: os.sched_getaffinity("x"))
print("executable", os.path.isabs(sys.executable), os.path.exists(sys.executable))
attempt("switchinterval neg", lambda: sys.setswitchinterval(-0.5))
attempt("switchinterval none", lambda: sys.setswitchinterval(None))
