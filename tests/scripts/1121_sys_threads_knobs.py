# The knobs threaded benchmark scripts reach for: sys._is_gil_enabled,
# the switch interval, CPU affinity, perf_counter_ns, Thread.setDaemon,
# threading.local, excepthook, atexit (run after the non-daemon threads).
import atexit
import os
import sys
import threading
import time

# CPython 3.11 has no _is_gil_enabled (3.13 has); its value depends on the
# build (tests/cli/cli-test.sh checks it), here only that it is a bool
print(type(getattr(sys, "_is_gil_enabled", lambda: False)()).__name__)
print(sys.getswitchinterval())
sys.setswitchinterval(0.001)
print(sys.getswitchinterval())
for bad in (0, -1.0):
    try:
        sys.setswitchinterval(bad)
    except ValueError as e:
        print("ValueError", e)
try:
    sys.setswitchinterval("x")
except TypeError as e:
    print("TypeError", e)
sys.setswitchinterval(0.005)

cpus = os.sched_getaffinity(0)
print(type(cpus).__name__, len(cpus) >= 1, len(cpus) <= os.cpu_count())
first = min(cpus)
os.sched_setaffinity(0, [first])
print(os.sched_getaffinity(0) == {first})
os.sched_setaffinity(0, cpus)
print(os.sched_getaffinity(0) == cpus)
for bad in ([-1], ["a"], 5):
    try:
        os.sched_setaffinity(0, bad)
    except (ValueError, TypeError, OSError) as e:
        print(type(e).__name__, e)

t0 = time.perf_counter_ns()
t1 = time.perf_counter_ns()
print(type(t0).__name__, t1 >= t0)

t = threading.Thread(target=lambda: None)
t.setDaemon(True)
print(t.isDaemon(), t.daemon)

local = threading.local()
local.x = "main"
seen = []


def worker(n):
    seen.append(hasattr(local, "x"))
    local.x = n
    time.sleep(0.01)
    seen.append(local.x == n)


ts = [threading.Thread(target=worker, args=(i,)) for i in range(4)]
for t in ts:
    t.start()
for t in ts:
    t.join()
print(seen.count(False), seen.count(True), local.x)


def at_end(tag, *, sep):
    print("atexit", tag, sep)


def at_end_fails():
    raise RuntimeError("from an atexit call")


def late_thread():
    time.sleep(0.05)
    print("late thread done")


atexit.register(at_end, "first", sep="-")
atexit.register(at_end_fails)
atexit.register(at_end, "second", sep="+")
print(atexit.unregister(at_end_fails))
atexit.register(at_end_fails)
threading.Thread(target=late_thread).start()

print(sys.excepthook is sys.__excepthook__)
sys.excepthook = lambda t, v, tb: print("hook:", t.__name__, v)
raise KeyError("uncaught")
