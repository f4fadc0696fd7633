# Two threads copy the module's tuples of floats into lists of their own
# and read those floats many times (bench/compare's nbody task does the
# same).  The tuples are module data, counted per thread once a thread
# reads them through a global, and so are the floats read out of them or
# copied from them: tests/stats/run-stats-test.py checks that the workers'
# reads of the floats are counted per thread, not on the shared (atomic)
# path of objects another thread owns.
import threading

DATA = tuple(tuple(float(i * 7 + j) for j in range(7)) for i in range(5))


def worker(out, k):
    rows = [list(r) for r in DATA]
    total = 0.0
    for _ in range(40000):
        for r in rows:
            total += r[6] * r[0]
    out[k] = total


def main():
    out = [0.0, 0.0]
    ts = [threading.Thread(target=worker, args=(out, k)) for k in range(2)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    print(out[0] == out[1], round(out[0]))


main()
