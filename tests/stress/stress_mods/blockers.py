# Daemon threads that are blocked, or busy, when the main thread ends: used by
# the exit tests (006-008).  start(n) starts n threads of each kind and
# returns once every one of them is about to block (or running its loop).
import gc
import queue
import threading
import time

held = threading.Lock()
held.acquire()                       # never released
rlocks = []                          # one RLock per round, held by a daemon
never = threading.Event()
cond = threading.Condition()
sem = threading.Semaphore(0)
q = queue.Queue()
sq = queue.SimpleQueue()
full = queue.Queue(maxsize=1)
full.put(0)
ready = threading.Semaphore(0)
started = [0]


def on_lock():
    ready.release()
    held.acquire()


def on_lock_timeout():
    ready.release()
    held.acquire(timeout=1000)


def on_rlock_owner(rl):
    rl.acquire()
    rl.acquire()                     # twice: it is reentrant
    ready.release()
    never.wait()


def on_rlock():
    ready.release()
    rlocks[-1].acquire()


def on_event():
    ready.release()
    never.wait()


def on_condition():
    with cond:
        ready.release()
        cond.wait()


def on_semaphore():
    ready.release()
    sem.acquire()


def on_queue_get():
    ready.release()
    q.get()


def on_queue_get_timeout():
    ready.release()
    q.get(timeout=1000)


def on_queue_put_full():
    ready.release()
    full.put(1)


def on_simplequeue():
    ready.release()
    sq.get()


def on_sleep():
    ready.release()
    time.sleep(1000)


def on_join(other):
    ready.release()
    other.join()


def busy():
    # allocates and drops cycles until the process ends
    ready.release()
    n = 0
    while True:
        a = [n, {"n": n}]
        a.append(a)
        n += 1


def collecting():
    ready.release()
    while True:
        gc.collect()


def spawning():
    # starts short threads (daemons too, inherited) until the process ends
    ready.release()
    while True:
        t = threading.Thread(target=sum, args=([1, 2, 3],))
        t.start()
        t.join()


KINDS = [on_lock, on_lock_timeout, on_rlock, on_event, on_condition,
         on_semaphore, on_queue_get, on_queue_get_timeout, on_queue_put_full,
         on_simplequeue, on_sleep, busy, collecting, spawning]


def start(n):
    waiting = []                     # threads that still have to signal `ready`
    owners = []
    for k in range(n):
        rlocks.append(threading.RLock())
        owner = threading.Thread(target=on_rlock_owner, args=(rlocks[-1],), daemon=True)
        owner.start()
        ready.acquire()              # the RLock is held before its waiter starts
        owners.append(owner)
        for kind in KINDS:
            t = threading.Thread(target=kind, daemon=True)
            t.start()
            waiting.append(t)
        j = threading.Thread(target=on_join, args=(waiting[-2],), daemon=True)
        j.start()
        waiting.append(j)
    for t in waiting:
        ready.acquire()
    time.sleep(0.05)                 # let them reach their blocking call
    return len(waiting) + len(owners)
