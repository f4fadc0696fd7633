# A Lock-protected counter: exact under contention; `with` and acquire/release.
import threading

lock = threading.Lock()
count = 0


def work(n):
    global count
    for _ in range(n):
        with lock:
            count += 1
    for _ in range(n):
        lock.acquire()
        count -= 1
        lock.release()
    for _ in range(n):
        lock.acquire()
        try:
            count += 2
        finally:
            lock.release()


ts = [threading.Thread(target=work, args=(20000,)) for _ in range(4)]
for t in ts:
    t.start()
for t in ts:
    t.join()
print(count)
print(lock.locked(), lock.acquire(), lock.locked(), lock.acquire(False), lock.acquire(True, 0.01))
lock.release()
print(lock.locked())
try:
    lock.release()
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    lock.acquire(False, 1)
except ValueError as e:
    print("ValueError:", e)
try:
    lock.acquire(True, -5)
except ValueError as e:
    print("ValueError:", e)
r = threading.RLock()
with r:
    with r:
        print("reentered")
try:
    r.release()
except RuntimeError as e:
    print("RuntimeError:", e)
rcount = 0


def rwork():
    global rcount
    for _ in range(5000):
        with r:
            with r:
                rcount += 1


ts = [threading.Thread(target=rwork) for _ in range(3)]
for t in ts:
    t.start()
for t in ts:
    t.join()
print(rcount)
