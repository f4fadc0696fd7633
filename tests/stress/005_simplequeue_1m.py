# queue.SimpleQueue with 10^6 items: 4 producers, 4 consumers; the count and
# sum of what the consumers got are exact and each producer's items arrive
# in order.  Then a ping-pong between two threads through two SimpleQueues
# (every item handed over and back) and get(timeout) / get_nowait at the
# end.  Argument scale=F multiplies the item counts.
import queue
import sys
import threading

sys.path.insert(0, sys.path[0] + "/stress_mods")
from stresslib import size, check  # noqa: E402


N = size(1000000)
P = 4
C = 4
q = queue.SimpleQueue()
got = [None] * C


def producer(p):
    put = q.put
    for i in range(p, N, P):
        put(i)


def consumer(c):
    s = n = 0
    last = [-1] * P
    ordered = True
    get = q.get
    while True:
        x = get()
        if x is None:
            break
        s += x
        n += 1
        if x <= last[x % P]:
            ordered = False
        last[x % P] = x
    got[c] = (s, n, ordered)


ps = [threading.Thread(target=producer, args=(p,)) for p in range(P)]
cs = [threading.Thread(target=consumer, args=(c,)) for c in range(C)]
for t in cs + ps:
    t.start()
for t in ps:
    t.join()
for t in cs:
    q.put(None)
for t in cs:
    t.join()
check("count", sum(g[1] for g in got) == N, [g[1] for g in got])
check("sum", sum(g[0] for g in got) == N * (N - 1) // 2, sum(g[0] for g in got))
check("per-producer order", all(g[2] for g in got), [g[2] for g in got])

# ping-pong: each item goes there and back; objects made in one thread die
# in the other
M = size(20000)
there, back = queue.SimpleQueue(), queue.SimpleQueue()


def echo():
    while True:
        x = there.get()
        if x is None:
            break
        back.put([x[0] + 1, x])


t = threading.Thread(target=echo)
t.start()
total = 0
for i in range(M):
    there.put((i, str(i)))
    r = back.get()
    total += r[0] - r[1][0]
there.put(None)
t.join()
check("ping-pong", total == M, total)
try:
    q.get(timeout=0.01)
    check("get(timeout) on empty", False)
except queue.Empty:
    check("get(timeout) on empty", True)
try:
    q.get_nowait()
    check("get_nowait on empty", False)
except queue.Empty:
    check("get_nowait on empty", q.empty() and q.qsize() == 0)
