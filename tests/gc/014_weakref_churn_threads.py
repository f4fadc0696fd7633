# Weak references made and dropped in bulk by several threads, with and
# without callbacks, to plain objects and to cycles: the side table that
# holds them gives its entries back, so memory stays flat, and every
# callback runs once.
# max-rss-mib: 64
import gc
import threading
import weakref


class Node:
    __slots__ = ("n", "other", "__weakref__")

    def __init__(self, n):
        self.n = n
        self.other = None


fired = []


def cb(r):
    fired.append(1)  # no lock in a callback: it may run inside a block that holds it


def work(k, rounds):
    alive = 0
    for i in range(rounds):
        a = Node(i)
        r1 = weakref.ref(a)
        r2 = weakref.ref(a, cb)
        if i % 3 == 0:
            a.other = a  # a cycle: only the collector frees it
        if r1() is not a or r2() is not a:
            alive += 1
        del a
    return alive


results = []
threads = [threading.Thread(target=lambda k=k: results.append(work(k, 150000))) for k in range(4)]
for t in threads:
    t.start()
for t in threads:
    t.join()
gc.collect()
print(results, len(fired) >= 4 * 100000)
