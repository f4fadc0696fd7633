# Objects made by one thread and released by others, the path that biased
# reference counting makes special: a 3-stage pipeline (2 makers -> 2
# mutators -> 2 droppers, through SimpleQueues) of instances in cycles,
# dicts and lists, each changed by a thread that did not make it and
# dropped by a third; short-lived threads make objects that outlive them
# (their owner is gone when the last reference drops); 12 threads take and
# drop references to the same shared objects at full speed; and objects
# travel round a ring of threads, each adding a reference and dropping the
# one before.  Checksums prove nothing was freed early or changed.  The
# suite also runs it with the collector at every 50th allocation
# (FPY_GC_STRESS=50), which collects the pipeline's cycles while their
# pieces are in flight.  Argument scale=F multiplies the sizes.
import gc
import sys
import threading
import queue

sys.path.insert(0, sys.path[0] + "/stress_mods")
from stresslib import size, check  # noqa: E402


class Box:
    def __init__(self, v):
        self.v = v
        self.items = [v, str(v), (v, v)]
        self.me = self                 # a cycle


# 1. pipeline: 2 makers -> 2 mutators -> 2 droppers
N = size(60000)
q1, q2 = queue.SimpleQueue(), queue.SimpleQueue()
sums = [0, 0]


def maker(m):
    for i in range(m, N, 2):
        q1.put((Box(i), {"i": i, "l": [i] * 3}, [i, str(i)]))


def mutator():
    while True:
        x = q1.get()
        if x is None:
            break
        b, d, l = x
        b.items.append(d)
        d["l"].append(l)
        q2.put(b)


def dropper(k):
    s = 0
    while True:
        b = q2.get()
        if b is None:
            break
        v = b.v
        if b.me is b and b.items[:3] == [v, str(v), (v, v)] and b.items[3]["l"][3][0] == v:
            s += v
        del b
    sums[k] = s


makers = [threading.Thread(target=maker, args=(m,)) for m in range(2)]
mutators = [threading.Thread(target=mutator) for i in range(2)]
droppers = [threading.Thread(target=dropper, args=(k,)) for k in range(2)]
for t in makers + mutators + droppers:
    t.start()
for stage, q in ((makers, q1), (mutators, q2), (droppers, None)):
    for t in stage:
        t.join()
    if q is not None:
        for i in range(2):
            q.put(None)           # one end mark per thread of the next stage
check("pipeline", sum(sums) == N * (N - 1) // 2, sum(sums))

# 2. objects that outlive the threads that made them
kept = []
klock = threading.Lock()


def make_and_leave(i):
    objs = [Box(i), [Box(i + 1)], {"b": Box(i + 2)}]
    with klock:
        kept.append(objs)


for wave in range(size(200)):
    ws = [threading.Thread(target=make_and_leave, args=(wave * 30 + k * 3,)) for k in range(10)]
    for t in ws:
        t.start()
    for t in ws:
        t.join()
    if wave % 20 == 0:
        del kept[: len(kept) // 2]      # some die on the main thread now
        gc.collect()
ok = all(o[0].v + 1 == o[1][0].v == o[2]["b"].v - 1 and o[0].me is o[0] for o in kept)
check("objects outlive their makers", ok, len(kept))
del kept[:]

# 3. many threads taking and dropping references to the same objects
SHARED = [Box(i) for i in range(16)]
SHARED_T = tuple(SHARED)
start = threading.Barrier(12)
results = [None] * 12


def hammer(t):
    start.wait()
    total = 0
    for r in range(size(4000)):
        refs = [SHARED[(r + k) % 16] for k in range(8)]
        pair = (SHARED_T[r % 16], refs)
        total += pair[0].v + refs[-1].v
        del refs, pair
    results[t] = total


ts = [threading.Thread(target=hammer, args=(t,)) for t in range(12)]
for t in ts:
    t.start()
for t in ts:
    t.join()
R = size(4000)
want = sum(r % 16 + (r + 7) % 16 for r in range(R))
check("shared references", results == [want] * 12, results[:2])
check("shared objects intact", all(b.v == i and b.me is b and b.items[1] == str(i) for i, b in enumerate(SHARED)))

# 4. a ring: each thread takes the object from its left, wraps it, passes it on
NRING = 8
LAPS = size(3000)
qs = [queue.SimpleQueue() for i in range(NRING)]
final = []


def ring(k):
    while True:
        x = qs[k].get()
        if x is None:
            qs[(k + 1) % NRING].put(None)
            return
        lap, payload = x
        if k == 0:
            lap += 1
            if lap > LAPS:
                final.append(payload)
                qs[1].put(None)
                return
        qs[(k + 1) % NRING].put((lap, [payload[0] + 1, payload]))   # drops the old list


ts = [threading.Thread(target=ring, args=(k,)) for k in range(NRING)]
for t in ts:
    t.start()
qs[0].put((0, [0, None]))
for t in ts:
    t.join()
p = final[0]
depth = 0
while p is not None:
    depth += 1
    p = p[1]
check("ring", final[0][0] == LAPS * NRING and depth == LAPS * NRING + 1, (final[0][0], depth))
