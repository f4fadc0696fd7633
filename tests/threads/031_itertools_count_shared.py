# itertools.count shared by 4 threads as a source of unique ids: every value
# is handed out exactly once, in the small-int range, across the switch to
# big ints, and for a float count.
import threading
from itertools import count

NT = 4
N = 5000

def run(c):
    got = [None] * NT
    start = threading.Barrier(NT)
    def worker(tid):
        start.wait()
        got[tid] = [next(c) for _ in range(N)]
    ts = [threading.Thread(target=worker, args=(t,)) for t in range(NT)]
    for t in ts: t.start()
    for t in ts: t.join()
    allv = [v for g in got for v in g]
    inorder = all(g == sorted(g) for g in got)
    return len(allv), len(set(allv)), min(allv), max(allv), inorder, next(c)

print(run(count()))
print(run(count(100, 3)))
print(run(count(2**62 - 7000)))
print(run(count(-2**62 + 7000, -1)))
print(run(count(0.5)))
print(run(count(2**80, 2**70)))
