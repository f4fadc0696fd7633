# queue.Queue with 10^6 items: 4 producers put into a bounded queue
# (maxsize 1000, so producers block on a full queue) while 4 consumers get;
# the count and sum of what the consumers got are exact, every producer's
# items reach the consumers in the order it put them, and task_done/join
# account for every item.  Argument scale=F multiplies the item count.
import queue
import sys
import threading

sys.path.insert(0, sys.path[0] + "/stress_mods")
from stresslib import size, check  # noqa: E402


N = size(1000000)
P = 4
C = 4
q = queue.Queue(maxsize=1000)
got = [None] * C


def producer(p):
    put = q.put
    for i in range(p, N, P):
        put(i)


def consumer(c):
    s = n = 0
    last = [-1] * P          # the last item seen from each producer
    ordered = True
    get = q.get
    done = q.task_done
    while True:
        x = get()
        if x is None:
            done()
            break
        s += x
        n += 1
        if x <= last[x % P]:
            ordered = False
        last[x % P] = x
        done()
    got[c] = (s, n, ordered)


ps = [threading.Thread(target=producer, args=(p,)) for p in range(P)]
cs = [threading.Thread(target=consumer, args=(c,)) for c in range(C)]
for t in cs + ps:
    t.start()
for t in ps:
    t.join()
for t in cs:
    q.put(None)
q.join()                     # every item (and sentinel) was task_done
for t in cs:
    t.join()
check("count", sum(g[1] for g in got) == N, [g[1] for g in got])
check("sum", sum(g[0] for g in got) == N * (N - 1) // 2, sum(g[0] for g in got))
check("per-producer order", all(g[2] for g in got), [g[2] for g in got])
check("empty at the end", q.empty() and q.qsize() == 0 and q.unfinished_tasks == 0, q.qsize())
