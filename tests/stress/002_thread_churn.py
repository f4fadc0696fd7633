# 10,000 short-lived threads, started in several patterns: waves of 16
# joined together; a batch of 200 left running and joined later; threads
# that start (and join) threads of their own; daemon threads, joined or
# waited for through an Event; _thread.start_new_thread with a lock as the
# done signal.  Every thread runs exactly once (exact counts, each id seen
# once), objects made by finished threads stay intact, and active_count()
# is back to 1.  Argument scale=F multiplies the sizes.
import sys
import threading
import _thread
import time

sys.path.insert(0, sys.path[0] + "/stress_mods")
from stresslib import size, check  # noqa: E402


lock = threading.Lock()
count = [0]
seen = []
kept = {}


def job(i):
    with lock:
        count[0] += 1
    seen.append(i)
    if i % 10 == 0:
        kept[i] = [i, str(i), {"i": i}]


next_id = [0]


def new_ids(n):
    first = next_id[0]
    next_id[0] += n
    return range(first, first + n)


# 10,400 threads at scale 1.0
# 1. waves of 16, joined together
WAVES = size(400)
for w in range(WAVES):
    ts = [threading.Thread(target=job, args=(i,)) for i in new_ids(16)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()

# 2. batches of 200 started, then joined (many alive at once)
for b in range(size(12)):
    ts = [threading.Thread(target=job, args=(i,)) for i in new_ids(200)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()

# 3. threads that start threads
def parent(ids):
    kids = [threading.Thread(target=job, args=(i,)) for i in ids[1:]]
    for t in kids:
        t.start()
    job(ids[0])
    for t in kids:
        t.join()


for p in range(size(100)):
    ids = list(new_ids(4))
    pts = [threading.Thread(target=parent, args=(ids[k:k + 2],)) for k in (0, 2)]
    for t in pts:
        t.start()
    for t in pts:
        t.join()

# 4. daemon threads: joined, or waited for through an Event
for b in range(size(50)):
    ts = [threading.Thread(target=job, args=(i,), daemon=True) for i in new_ids(8)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    ev = threading.Event()
    ids = list(new_ids(8))
    left = [len(ids)]

    def djob(i):
        job(i)
        with lock:
            left[0] -= 1
            last = left[0] == 0
        if last:
            ev.set()

    for i in ids:
        threading.Thread(target=djob, args=(i,), daemon=True).start()
    ev.wait()

# 5. _thread.start_new_thread, a held lock per thread as its done signal
for b in range(size(100)):
    ids = list(new_ids(4))
    dones = [_thread.allocate_lock() for i in ids]

    def raw(i, done):
        job(i)
        done.release()

    for i, done in zip(ids, dones):
        done.acquire()
        _thread.start_new_thread(raw, (i, done))
    for done in dones:
        done.acquire()

# The daemons of step 4 (and the raw threads of step 5) may still be on
# their way out after their last line: wait until only main is left.
for spin in range(2000):
    if threading.active_count() == 1:
        break
    time.sleep(0.005)

n = next_id[0]
check("thread count", count[0] == n and len(seen) == n, (count[0], len(seen), n))
check("each ran once", sorted(seen) == list(range(n)), len(set(seen)))
check("objects intact", len(kept) == len(range(0, n, 10))
      and all(kept[i] == [i, str(i), {"i": i}] for i in range(0, n, 10)), len(kept))
check("active_count back to 1", threading.active_count() == 1, threading.active_count())
