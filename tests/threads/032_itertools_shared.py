# Combinatoric iterators shared by 4 threads: each result goes to exactly
# one thread (their step is atomic), so the union is the full set.
import threading
from itertools import product, permutations, combinations, combinations_with_replacement

NT = 4

def drain(it):
    got = [None] * NT
    start = threading.Barrier(NT)
    def worker(tid):
        start.wait()
        got[tid] = list(it)
    ts = [threading.Thread(target=worker, args=(t,)) for t in range(NT)]
    for t in ts: t.start()
    for t in ts: t.join()
    allv = [v for g in got for v in g]
    return len(allv), len(set(allv)), min(allv), max(allv), all(g == sorted(g) for g in got)

print(drain(product(range(20), repeat=3)))
print(drain(permutations(range(7))))
print(drain(combinations(range(16), 5)))
print(drain(combinations_with_replacement(range(10), 4)))
