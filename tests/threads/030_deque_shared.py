# One collections.deque shared by 4 threads: append/appendleft/pop/popleft
# are each atomic, so no item is lost or duplicated and the counts are exact.
import threading
from collections import deque

N = 20000
NT = 4
d = deque()
start = threading.Barrier(NT)

def producer(tid):
    start.wait()
    for i in range(N):
        d.append((tid, i))
        if i % 4 == 0:
            d.appendleft((tid, -i - 1))

ts = [threading.Thread(target=producer, args=(t,)) for t in range(NT)]
for t in ts: t.start()
for t in ts: t.join()
per_left = N // 4
print(len(d), len(d) == NT * (N + per_left))
# each producer's appends keep their order in the deque
for tid in range(NT):
    right = [i for (t, i) in d if t == tid and i >= 0]
    left = [i for (t, i) in d if t == tid and i < 0]
    print(tid, len(right), right == list(range(N)), len(left), left == sorted(left))

# consumers: popleft and pop until empty; every item seen exactly once
got = [[] for _ in range(NT)]
start2 = threading.Barrier(NT)

def consumer(tid):
    start2.wait()
    out = got[tid]
    while True:
        try:
            out.append(d.popleft() if tid % 2 else d.pop())
        except IndexError:
            break

ts = [threading.Thread(target=consumer, args=(t,)) for t in range(NT)]
for t in ts: t.start()
for t in ts: t.join()
allitems = [x for g in got for x in g]
print(len(d), len(allitems), len(set(allitems)) == len(allitems))

# mixed: each thread appends then pops one, so the deque never runs dry
d2 = deque()
popped = [0] * NT
start3 = threading.Barrier(NT)

def mixed(tid):
    start3.wait()
    s = 0
    for i in range(N):
        d2.append(i)
        s += d2.popleft()
    popped[tid] = s

ts = [threading.Thread(target=mixed, args=(t,)) for t in range(NT)]
for t in ts: t.start()
for t in ts: t.join()
print(len(d2), sum(popped) == NT * sum(range(N)))

# bounded deque under contention: length never exceeds maxlen
b = deque(maxlen=100)
start4 = threading.Barrier(NT)

def bounded(tid):
    start4.wait()
    for i in range(N // 4):
        b.append(i)
        b.appendleft(i)
        if len(b) > 100:
            print('overflow!')

ts = [threading.Thread(target=bounded, args=(t,)) for t in range(NT)]
for t in ts: t.start()
for t in ts: t.join()
print(len(b), b.maxlen)
