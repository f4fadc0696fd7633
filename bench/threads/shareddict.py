# Thread-scaling workload: run with the number of threads as argument (bench/threads/run.sh).
# Every thread reads the SAME shared dict, list and instance (a table of
# settings, a lookup table, a config object): d[k], d.get, `in`, l[i],
# iteration and attribute loads.  With a lock on every read the threads
# write the lock's cache line and serialise; lock-free reads (runtime/dict.c,
# runtime/list.c, gc/qsbr.c) let them run on all cores.  Keys are str
# constants and values small ints, so reference counts stay out of the way.
import sys, threading
SHARED = {"alpha": 1, "beta": 2, "gamma": 3, "delta": 4, "eps": 5, "zeta": 6, "eta": 7, "theta": 8}
KEYS = ["alpha", "beta", "gamma", "delta", "eps", "zeta", "eta", "theta"]
TABLE = list(range(512))
ROW = [1, 2, 3, 4]


class Config:
    def __init__(self):
        self.scale = 3
        self.offset = 1


CFG = Config()


def work(n):
    total = 0
    for i in range(n):
        k = KEYS[i & 7]
        total += SHARED[k] + SHARED.get(k, 0) + TABLE[i & 511] + CFG.scale + CFG.offset
        if k in SHARED:
            total += 1
        for x in ROW:
            total += x
    return total


nthreads = int(sys.argv[1])
ts = [threading.Thread(target=work, args=(1000000,)) for _ in range(nthreads)]
for t in ts: t.start()
for t in ts: t.join()
print("done")
