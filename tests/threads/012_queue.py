# queue: producers/consumers through Queue with 100k items, exact sums;
# maxsize blocking, timeouts, Empty/Full, task_done/join, Lifo/Priority,
# SimpleQueue.
import queue
import threading

q = queue.Queue(maxsize=100)
N = 100000
P = 4
C = 3
sums = []
lock = threading.Lock()


def producer(p):
    for i in range(p, N, P):
        q.put(i)


def consumer():
    s = 0
    n = 0
    while True:
        x = q.get()
        if x is None:
            q.task_done()
            break
        s += x
        n += 1
        q.task_done()
    with lock:
        sums.append((s, n))


cs = [threading.Thread(target=consumer) for _ in range(C)]
ps = [threading.Thread(target=producer, args=(p,)) for p in range(P)]
for t in cs + ps:
    t.start()
for t in ps:
    t.join()
for _ in cs:
    q.put(None)
q.join()
for t in cs:
    t.join()
print(sum(s for s, n in sums), sum(n for s, n in sums), N * (N - 1) // 2)
print(q.empty(), q.qsize(), q.full())

q2 = queue.Queue(2)
q2.put(1)
q2.put_nowait(2)
print(q2.full())
try:
    q2.put(3, timeout=0.01)
except queue.Full:
    print("Full")
try:
    q2.put_nowait(3)
except queue.Full:
    print("Full")
print(q2.get(), q2.get_nowait())
try:
    q2.get(block=False)
except queue.Empty:
    print("Empty")
try:
    q2.get(timeout=0.01)
except queue.Empty:
    print("Empty")
try:
    q2.task_done()
    q2.task_done()
    q2.task_done()
except ValueError as e:
    print("ValueError:", e)

lq = queue.LifoQueue()
pq = queue.PriorityQueue()
for x in [5, 1, 4, 2, 3, 9, 0]:
    lq.put(x)
    pq.put(x)
print([lq.get() for _ in range(7)], [pq.get() for _ in range(7)])

sq = queue.SimpleQueue()
out = []


def echo():
    while True:
        x = sq.get()
        if x is None:
            break
        out.append(x * 2)


t = threading.Thread(target=echo)
t.start()
for i in range(1000):
    sq.put(i)
sq.put(None)
t.join()
print(len(out), sum(out), sq.empty(), sq.qsize())
