# Latency task: how long a thread blocked on an Event takes to run again once
# the Event is set, while N CPU-bound threads keep every core busy (ccbench's
# latency test, with an Event instead of a socket).  A GIL makes the woken
# thread wait for the switch interval (5 ms in CPython) or longer; without one
# it is woken as soon as the OS schedules it (on N < cores threads, at once).
#
# Timed mode prints
#   RESULT task=wakeup kind=latency threads=N samples=K median_ms=M p99_ms=P iters=...
# (iters: the CPU-bound threads' steps, for reference).  Check mode does a fixed
# number of wake-ups against CPU threads doing a fixed amount of work.
import threading
import time
from harness import task

CHECK_WAKEUPS = 20


def spin(n):
    total = 0
    i = 0
    while i < n:
        total += i * i % 7
        i += 1
    return total


def cpu_thread(stop, steps, out, idx):
    n = 0
    total = 0
    while not stop[0]:
        total = (total + spin(2000)) % 1000003
        n += 1
        if steps is not None and n >= steps:
            break
    out[idx] = (n, total)


def waiter(ev, done, stamp, lat, quit):
    clock = time.perf_counter
    while True:
        ev.wait()
        t = clock()
        if quit[0]:
            return
        lat.append(t - stamp[0])
        ev.clear()
        done.set()


@task("latency", "wakeup", "Event wake-up latency under N CPU-bound threads")
def run_wakeup(name, nthreads, duration):
    check = duration is None
    stop = [False]
    out = [None] * nthreads
    steps = 50 if check else None
    cpus = [threading.Thread(target=cpu_thread, args=(stop, steps, out, i))
            for i in range(nthreads)]
    for t in cpus:
        t.start()
    ev = threading.Event()
    done = threading.Event()
    stamp = [0.0]
    lat = []
    quit = [False]
    w = threading.Thread(target=waiter, args=(ev, done, stamp, lat, quit))
    w.start()
    clock = time.perf_counter
    end = clock() + (0.0 if check else duration)
    sent = 0
    while (sent < CHECK_WAKEUPS) if check else (clock() < end):
        time.sleep(0.001)
        stamp[0] = clock()
        ev.set()
        done.wait()
        done.clear()
        sent += 1
    quit[0] = True
    ev.set()
    w.join()
    stop[0] = not check          # check mode: the CPU threads finish their steps
    for t in cpus:
        t.join()
    if check:
        return "wakeups %d, cpu checksum %d" % (len(lat), sum([r[1] for r in out]))
    samples = sorted(lat)
    k = len(samples)
    med = samples[k // 2] * 1000.0 if k else 0.0
    p99 = samples[min(k - 1, (k * 99) // 100)] * 1000.0 if k else 0.0
    return ("RESULT task=" + name + " kind=latency threads=" + str(nthreads) +
            " samples=" + str(k) + " median_ms=" + repr(med) + " p99_ms=" + repr(p99) +
            " iters=" + ",".join([str(r[0]) for r in out]))
