# 16 threads on one shared list, dict, set, deque and instance at once:
# every append / insert / add / setattr is present exactly once at the end,
# counters kept under a Lock are exact, and concurrent pops (list.pop,
# deque.pop/popleft, dict.popitem/pop, set.pop, list.remove) hand every item
# to exactly one thread; dict.setdefault has exactly one winner per key.
# Output: one "ok" line per check, or FAIL with the counts.
# Argument scale=F multiplies the sizes (the sanitizer builds pass a small F).
import sys
import threading
from collections import deque

sys.path.insert(0, sys.path[0] + "/stress_mods")
from stresslib import size, check  # noqa: E402


NT = 16
PER = size(6000)


def run(target, args_of=lambda i: (i,)):
    barrier = threading.Barrier(NT)

    def body(*a):
        barrier.wait()
        target(*a)

    ts = [threading.Thread(target=body, args=args_of(i)) for i in range(NT)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()


# Phase 1: inserts.  Item i * PER + k belongs to thread i.
L, D, S, Q = [], {}, set(), deque()


class Obj:
    pass


O = Obj()
lock = threading.Lock()
counter = [0]
O.count = 0


def insert(i):
    base = i * PER
    for k in range(base, base + PER):
        L.append(k)
        D[k] = i
        S.add(k)
        if k & 1:
            Q.append(k)
        else:
            Q.appendleft(k)
        if k % 16 == 0:
            setattr(O, "a%d" % k, k)
            L.insert(0, -k - 1)
        with lock:
            counter[0] += 1
            O.count += 1


run(insert)
total = NT * PER
everything = list(range(total))
check("list append", sorted(x for x in L if x >= 0) == everything, len(L))
check("list insert", sorted(-x - 1 for x in L if x < 0) == everything[::16], len(L))
check("dict insert", len(D) == total and all(D[k] == k // PER for k in everything), len(D))
check("set add", len(S) == total and sorted(S) == everything, len(S))
check("deque append", len(Q) == total and sorted(Q) == everything, len(Q))
attrs = [k for k in vars(O) if k.startswith("a")]
check("instance setattr", len(attrs) == len(everything[::16])
      and all(getattr(O, "a%d" % k) == k for k in everything[::16]), len(attrs))
check("lock counter", counter[0] == total and O.count == total, (counter[0], O.count))

# Phase 2: concurrent pops; every item goes to exactly one thread.  The
# dict popped by popitem is kept small: popitem on a dict shared between
# threads walks back over the entries already popped, so its cost grows with
# the square of the size.
got = [None] * NT
D = {k: None for k in range(size(4000))}


def pop_all(i):
    mine = []
    while True:
        try:
            mine.append(L.pop())
        except IndexError:
            break
    while True:
        try:
            mine.append(Q.popleft() if len(mine) & 1 else Q.pop())
        except IndexError:
            break
    while True:
        try:
            mine.append(D.popitem()[0])
        except KeyError:
            break
    while True:
        try:
            mine.append(S.pop())
        except KeyError:
            break
    got[i] = mine


run(pop_all)
allgot = sorted(x for g in got for x in g)
want = sorted(everything * 3 + list(range(size(4000))) + [-k - 1 for k in everything[::16]])
check("pops exactly once", allgot == want, (len(allgot), len(want)))
check("emptied", (len(L), len(D), len(S), len(Q)) == (0, 0, 0, 0), (len(L), len(D), len(S), len(Q)))

# Phase 3: races with one winner per item: dict.pop(k, None), list.remove,
# set.remove, dict.setdefault.
D = dict.fromkeys(range(total), -1)
L = list(range(size(1000)))
S = set(range(total))
SD = {}
wins = [None] * NT


def race(i):
    popped = removed = sremoved = setdef = 0
    # each thread walks the keys from its own starting point
    start = i * (total // NT)
    for j in range(total):
        k = (start + j) % total
        if D.pop(k, None) is not None:
            popped += 1
        try:
            S.remove(k)
            sremoved += 1
        except KeyError:
            pass
        if SD.setdefault(k % 5000, i) == i:
            setdef += 1 if k < 5000 else 0
    for x in range(len(L) - 1, -1, -1):
        try:
            L.remove(x)
            removed += 1
        except ValueError:
            pass
    wins[i] = (popped, removed, sremoved, setdef)


run(race)
check("dict.pop one winner", sum(w[0] for w in wins) == total and not D, [w[0] for w in wins])
check("list.remove one winner", sum(w[1] for w in wins) == size(1000) and not L, [w[1] for w in wins])
check("set.remove one winner", sum(w[2] for w in wins) == total and not S, [w[2] for w in wins])
check("setdefault one winner", len(SD) == min(5000, total) and sum(w[3] for w in wins) == len(SD)
      and all(0 <= v < NT for v in SD.values()), (len(SD), [w[3] for w in wins]))
