# Semaphore bounds concurrency; Barrier releases all parties together.
import threading
import time

sem = threading.Semaphore(2)
lock = threading.Lock()
inside = [0]
peak = [0]


def limited():
    with sem:
        with lock:
            inside[0] += 1
            peak[0] = max(peak[0], inside[0])
        time.sleep(0.01)
        with lock:
            inside[0] -= 1


ts = [threading.Thread(target=limited) for _ in range(6)]
for t in ts:
    t.start()
for t in ts:
    t.join()
print(peak[0] <= 2, inside[0])
print(sem.acquire(False), sem.acquire(False), sem.acquire(False))
sem.release(2)
b = threading.BoundedSemaphore(1)
b.acquire()
b.release()
try:
    b.release()
except ValueError as e:
    print("ValueError:", e)

arrived = []
after = []
bar = threading.Barrier(4)


def party(i):
    with lock:
        arrived.append(i)
    idx = bar.wait()
    with lock:
        after.append(len(arrived))


ts = [threading.Thread(target=party, args=(i,)) for i in range(4)]
for t in ts:
    t.start()
for t in ts:
    t.join()
print(sorted(arrived), after, bar.parties, bar.n_waiting, bar.broken)
try:
    threading.Semaphore(-1)
except ValueError as e:
    print("ValueError:", e)

# Timer: runs once after its interval unless cancelled.
fired = []
tm = threading.Timer(0.01, fired.append, args=("fired",))
tm.start()
tm.join()
tc = threading.Timer(10, fired.append, args=("cancelled",))
tc.start()
tc.cancel()
tc.join()
print(fired)
