# A scaling regression check that a busy machine cannot fool: it compares
# the CPU time each unit of work costs when one thread does it alone and
# when two threads do it at once (time.thread_time: each thread's own CPU
# seconds), not wall time.  A machine busy with other work gives the
# threads less CPU and stretches wall time, but leaves the CPU time a unit
# of work needs alone; threads that get in each other's way (a shared
# counter or lock, a cache line written by both, frees deferred for other
# threads' sake) make each unit cost more CPU.
#
#   fpy cpu_per_step.py CASE        CASE: local_floats, local_slots, shared_reads,
#                                   shared_defaults or shared_regex
#
# local_floats: each thread updates floats in lists only it ever sees (an
#   n-body step): nothing is shared, so two threads must cost what one does.
# local_slots: the same with floats in __slots__ fields of objects only
#   their thread sees.
# shared_reads: every thread reads objects out of one list made by the main
#   thread and calls a method of one shared object: reads only, so the
#   threads must not write to shared objects' headers or caches.
# shared_defaults: every thread calls one function whose default values (a
#   big int, a str) the main thread made: binding a default is a reference
#   every call counts, so it must not be a write to a shared header.
# shared_regex: every thread searches with one compiled pattern (the
#   module-level re.compile of a script, as ccbench's regex task).
# Fails (exit 1) when two threads need more than LIMIT times the CPU per
# unit of one thread in every one of ATTEMPTS tries (a try that passes
# ends the test: noise can make a try look worse, never better).
import sys
import threading
import time

LIMIT = 1.25
ATTEMPTS = 5


def make_local_floats(tid):
    bodies = [[0.1 * i + tid, 0.2 * i, 0.3 * i, 0.01, 0.02, 0.03, 1.0 + i] for i in range(5)]
    pairs = [(bodies[i], bodies[j]) for i in range(5) for j in range(i + 1, 5)]

    def unit():
        for _ in range(40):
            for b1, b2 in pairs:
                dx = b1[0] - b2[0]
                dy = b1[1] - b2[1]
                dz = b1[2] - b2[2]
                mag = 0.001 / ((dx * dx + dy * dy + dz * dz + 0.01) ** 1.5)
                m1 = b1[6] * mag
                m2 = b2[6] * mag
                b1[3] -= dx * m2
                b1[4] -= dy * m2
                b1[5] -= dz * m2
                b2[3] += dx * m1
                b2[4] += dy * m1
                b2[5] += dz * m1
            for b in bodies:
                b[0] += 0.01 * b[3]
                b[1] += 0.01 * b[4]
                b[2] += 0.01 * b[5]
    return unit


class Particle:
    __slots__ = ("x", "y", "vx", "vy")

    def __init__(self, i):
        self.x = 0.1 * i
        self.y = 0.2 * i
        self.vx = 0.0
        self.vy = 0.0


def make_local_slots(tid):
    parts = [Particle(i + tid) for i in range(5)]

    def unit():
        for _ in range(40):
            for p1 in parts:
                for p2 in parts:
                    dx = p1.x - p2.x
                    p1.vx -= dx * 0.001
                    p1.vy += dx * 0.002
            for p in parts:
                p.x += 0.01 * p.vx
                p.y += 0.01 * p.vy
    return unit


class Item:
    def __init__(self, v):
        self.value = v

    def scaled(self, x):
        return x + self.value


SHARED_LIST = [Item(i) for i in range(64)]
SHARED_OBJ = Item(3)


def make_shared_reads(tid):
    def unit():
        lst = SHARED_LIST
        obj = SHARED_OBJ
        acc = 0
        for i in range(2000):
            acc = obj.scaled(lst[i & 63].value) - acc
        return acc
    return unit


BIG_DEFAULT = 2 ** 70


def combine(a, b=BIG_DEFAULT, c="a default made by the main thread", *, d=BIG_DEFAULT):
    return a + (b & 7) + len(c) - (d & 3)


def make_shared_defaults(tid):
    def unit():
        acc = 0
        for i in range(2000):
            acc = combine(i) - acc
        return acc
    return unit


def make_shared_regex(tid):
    pattern, text = SHARED_REGEX   # made by main() in the main thread

    def unit():
        n = pos = 0
        while True:
            m = pattern.search(text, pos)
            if m is None:
                return n
            n += m.end() - m.start()
            pos = m.end() + 1
    return unit


# name -> (make, units per thread: about a quarter of a second's work)
CASES = {"local_floats": (make_local_floats, 1500), "local_slots": (make_local_slots, 2500),
         "shared_reads": (make_shared_reads, 2500), "shared_defaults": (make_shared_defaults, 2500),
         "shared_regex": (make_shared_regex, 600)}


def cpu_per_unit(make, units, nthreads):
    """CPU seconds per unit of work, nthreads threads each doing `units` units at once."""
    cpu = [0.0] * nthreads
    barrier = threading.Barrier(nthreads)

    def worker(tid):
        unit = make(tid)
        for _ in range(20):              # warm up: specialize, reach steady state
            unit()
        barrier.wait()
        c0 = time.thread_time()
        for _ in range(units):
            unit()
        cpu[tid] = time.thread_time() - c0

    ts = [threading.Thread(target=worker, args=(i,)) for i in range(nthreads)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    return sum(cpu) / (nthreads * units)


def main():
    if len(sys.argv) != 2 or sys.argv[1] not in CASES:
        print("usage: cpu_per_step.py " + "|".join(CASES), file=sys.stderr)
        return 2
    name = sys.argv[1]
    make, units = CASES[name]
    if name == "shared_regex":
        import re
        global SHARED_REGEX
        SHARED_REGEX = (re.compile(r"([\+-]?\d+(?:\.\d*)?)|(\w+)\s*=\s*"),
                        " ".join("x%d = %d.%d + y%d" % (i, i, i * 7, i) for i in range(40)))
    for attempt in range(1, ATTEMPTS + 1):
        one = cpu_per_unit(make, units, 1)
        two = cpu_per_unit(make, units, 2)
        ratio = two / one
        print("%s try %d: CPU per unit %.1f us alone, %.1f us with 2 threads: %.2fx (limit %.2fx)"
              % (name, attempt, one * 1e6, two * 1e6, ratio, LIMIT))
        if ratio <= LIMIT:
            print("ok")
            return 0
    print("FAIL: two threads need more than %.2fx the CPU per unit of work of one, in every try" % LIMIT)
    return 1


sys.exit(main())
