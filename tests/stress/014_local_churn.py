# threading.local under churn: thousands of short threads use a few shared
# local objects while long-lived threads keep using them, and locals are
# made and dropped while threads run.  A thread never sees another thread's
# attribute (a new thread starts empty: AttributeError), its own values
# stay intact across calls and collections (values in cycles included), a
# shared local is replaced while threads still use the old one, and locals
# made in a finished thread keep working in the others.  Argument scale=F
# multiplies the sizes.
import gc
import sys
import threading
import time

sys.path.insert(0, sys.path[0] + "/stress_mods")
from stresslib import size, check  # noqa: E402


LOCALS = [threading.local() for i in range(4)]
bad = []
lock = threading.Lock()
done = [0]
stop = threading.Event()


def use(tid, rounds):
    locs = list(LOCALS)
    # nothing of another thread (or of an earlier call) is there
    for loc in locs:
        if hasattr(loc, "tid") or getattr(loc, "data", None) is not None:
            bad.append(("leak", tid))
    for i, loc in enumerate(locs):
        loc.tid = tid
        loc.data = [tid, i, {"tid": tid}]
        loc.data.append(loc.data)          # a cycle, owned by the local
    for r in range(rounds):
        for i, loc in enumerate(locs):
            if loc.tid != tid or loc.data[0] != tid or loc.data[1] != i or loc.data[2]["tid"] != tid:
                bad.append(("changed", tid, i))
            loc.count = getattr(loc, "count", 0) + 1
        mine = threading.local()           # a local made and dropped here
        mine.x = tid
        if mine.x != tid:
            bad.append(("own", tid))
        del mine
    for loc in locs:
        if loc.count != rounds:
            bad.append(("count", tid, loc.count))
        del loc.tid, loc.count
        loc.data = None
        try:
            loc.tid
            bad.append(("del", tid))
        except AttributeError:
            pass
    with lock:
        done[0] += 1


def long_lived(tid):
    n = 0
    while not stop.is_set() or n < 3:
        use(tid, 50)
        if n % 5 == 0:
            gc.collect()
        time.sleep(0.002)     # (CPython's GIL would starve the main thread)
        n += 1


made_elsewhere = []


def maker():
    loc = threading.local()
    loc.v = "maker"
    made_elsewhere.append(loc)


longs = [threading.Thread(target=long_lived, args=(1000000 + i,)) for i in range(4)]
for t in longs:
    t.start()
SHORT = size(8000)
tid = 0
for wave in range(SHORT // 16):
    ts = [threading.Thread(target=use, args=(tid + k, 3)) for k in range(16)]
    tid += 16
    if wave % 10 == 0:
        ts.append(threading.Thread(target=maker))
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    if wave % 50 == 0:
        LOCALS[wave % 4] = threading.local()   # replace one shared local while the others run
stop.set()
for t in longs:
    t.join()
check("no value seen by another thread", not bad, bad[:3])
check("every thread finished", done[0] >= SHORT // 16 * 16 + 4 * 3, done[0])
ok = True
for loc in made_elsewhere:
    if hasattr(loc, "v"):
        ok = False                     # set in the maker thread only
    loc.v = "main"
    ok = ok and loc.v == "main"
check("locals made by finished threads", ok and len(made_elsewhere) == len(range(0, SHORT // 16, 10)),
      len(made_elsewhere))
