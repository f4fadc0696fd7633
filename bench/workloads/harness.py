# The workload harness of bench/compare: runs one task in N threads, either for
# a fixed duration (timed mode) or for a fixed number of steps (check mode).
#
# A task is a function make(tid) registered with @task(kind, name, doc): it is
# called once in each worker thread and returns that thread's step() function.
# step() does one small, fixed piece of work (about a millisecond or less) and
# returns an int; the ints of every step of every thread add up to the checksum
# printed in check mode, so the sum does not depend on how threads interleave.
#
#   throughput: make() builds the thread's own copy of the data (ccbench style);
#               more threads should mean proportionally more steps per second.
#   contention: step() runs a tiny snippet many times against ONE object that
#               every thread shares (ftscalingbench style); a refcount or lock on
#               that object shows up as a speedup below the thread count.
#   latency:    handled by latency.py (its own driver, same output format).
#
# Timed mode prints one line that bench/compare parses:
#   RESULT task=NAME kind=KIND threads=N elapsed=S1,S2 iters=I1,I2 cpu=C1,C2
# (per thread: steps done, seconds from the common start to the end of its
# last step, and the CPU seconds the thread itself used in that time,
# time.thread_time: more CPU per step with more threads is contention, less
# CPU than wall time is a busy machine).  The window is common to all threads: the first thread past the
# start barrier stamps the start, and every thread stops at start + DURATION.
# (Per-thread windows would overcount under a GIL: a thread that first gets the
# lock late would run past the others' deadline, in time they did not use.)
# Throughput = sum(steps) / max(elapsed).  Check mode prints
#   NAME: checksum C
# Pure Python for the subset fpy runs (no json, math, itertools, collections).
import sys
import threading
import time

TASKS = {}   # name -> (kind, make, doc); filled by the task modules at import

CHECK_THREADS = 2   # check mode: threads, each doing CHECK_STEPS steps
CHECK_STEPS = 20


def task(kind, name, doc):
    def register(make):
        TASKS[name] = (kind, make, doc)
        return make
    return register


def _worker(make, tid, barrier, start, duration, steps, out):
    step = make(tid)
    total = step()                       # warm-up step, counted in the checksum
    barrier.wait()
    if steps is not None:                # check mode: fixed work
        i = 1
        while i < steps:
            total += step()
            i += 1
        out[tid] = (0.0, steps, total)
        return
    clock = time.perf_counter
    with start[1]:
        if start[0] is None:
            start[0] = clock()
    t0 = start[0]
    end = t0 + duration
    n = 0
    c0 = time.thread_time()
    now = clock()
    while now < end:
        step()
        n += 1
        now = clock()
    out[tid] = (now - t0, n, total, time.thread_time() - c0)


def run_threads(make, nthreads, duration, steps):
    """Run make's steps in nthreads threads; returns [(elapsed, steps, checksum)]."""
    out = [None] * nthreads
    barrier = threading.Barrier(nthreads)
    start = [None, threading.Lock()]
    ts = [threading.Thread(target=_worker, args=(make, i, barrier, start, duration, steps, out))
          for i in range(nthreads)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    return out


def main(argv):
    usage = "usage: run.py TASK THREADS DURATION | run.py --check [TASK...] | run.py --list"
    if len(argv) >= 1 and argv[0] == "--list":
        for name in TASKS:
            kind, make, doc = TASKS[name]
            print(name, kind, doc, sep="\t")
        return 0
    if len(argv) >= 1 and argv[0] == "--check":
        names = argv[1:] if len(argv) > 1 else list(TASKS)
        for name in names:
            kind, make, doc = TASKS[name]
            if kind == "latency":
                print(name + ":", make(None, CHECK_THREADS, None))
                continue
            out = run_threads(make, CHECK_THREADS, None, CHECK_STEPS)
            print(name + ": checksum", sum([r[2] for r in out]))
        return 0
    if len(argv) != 3 or argv[0] not in TASKS:
        print(usage, file=sys.stderr)
        return 2
    name = argv[0]
    nthreads = int(argv[1])
    duration = float(argv[2])
    kind, make, doc = TASKS[name]
    if kind == "latency":
        print(make(name, nthreads, duration))
        return 0
    out = run_threads(make, nthreads, duration, None)
    print("RESULT task=" + name, "kind=" + kind, "threads=" + str(nthreads),
          "elapsed=" + ",".join([repr(r[0]) for r in out]),
          "iters=" + ",".join([str(r[1]) for r in out]),
          "cpu=" + ",".join([repr(r[3]) for r in out]))
    return 0
