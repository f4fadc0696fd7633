# Four threads read and write one dict made by the main thread, and the
# values one thread stores are read by the others: the dict, its keys and
# those values are owned by another thread, so the readers count them on
# the shared (atomic) path.  tests/stats/run-stats-test.py checks the
# counters.
import threading


def worker(d, me, n, others):
    found = 0
    for i in range(n):
        key = "k" + str(i % 200)
        d[(me, key)] = [me, i]
        for o in others:
            v = d.get((o, key))
            if v is not None:
                found += 1
    return found


def main():
    d = {}
    results = [0] * 4
    def run(me):
        others = [o for o in range(4) if o != me]
        results[me] = worker(d, me, 5000, others)
    threads = [threading.Thread(target=run, args=(t,)) for t in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    print(len(d))


main()
