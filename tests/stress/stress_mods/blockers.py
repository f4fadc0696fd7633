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
owned = threading.Semaphore(0)       # an RLock owner holds its lock (its own signal: see start)
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
    owned.release()
    never.wait()


def on_rlock(rl):
    ready.release()
    rl.acquire()                     # its round's RLock, held by that round's owner


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
        # The RLock is held before its waiter starts.  Not through `ready`:
        # the last round's threads release that too, and a release of
        # theirs taken here let this round's waiter start first, take the
        # free RLock, and leave its owner blocked for good (a hang, 1 run
        # in ~25 on a loaded machine).
        owned.acquire()
        owners.append(owner)
        for kind in KINDS:
            # the RLock is passed, not looked up as rlocks[-1] when the thread
            # runs: a waiter that starts late would find the next round's
            # RLock, free yet, take it, and its owner would never signal
            args = (rlocks[-1],) if kind is on_rlock else ()
            t = threading.Thread(target=kind, args=args, daemon=True)
            t.start()
            waiting.append(t)
        j = threading.Thread(target=on_join, args=(waiting[-2],), daemon=True)
        j.start()
        waiting.append(j)
    for t in waiting:
        ready.acquire()
    time.sleep(0.05)                 # let them reach their blocking call
    return len(waiting) + len(owners)
