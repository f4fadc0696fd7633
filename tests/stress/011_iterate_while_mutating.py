# Containers read whole (iteration, list(), sorted(), copy(), slicing, join,
# set algebra, views, in, count) by 4 threads while 4 others mutate them:
# a reader may get RuntimeError ("changed size during iteration", "deque
# mutated during iteration"), never a crash, a torn item or a value that was
# never stored; and since every single mutation is atomic, the final sizes
# equal the initial size plus the successful inserts minus the successful
# removals.  Then one list is reversed, sliced and refilled in place while
# readers read it (sanity only).  Argument scale=F multiplies the sizes.
# The whole-list readers also take repr(), ==, <, reversed() and index()
# while the writer sorts the list in place (with and without a key).
import sys
import threading
from collections import deque

sys.path.insert(0, sys.path[0] + "/stress_mods")
from stresslib import size, check  # noqa: E402


NM = 4
NR = 4
OPS = size(10000)
BIG = 1 << 40
L = list(range(1000))
LS = ["s%d" % i for i in range(300)]
D = {k: 2 * k for k in range(1000)}
S = set(range(1000))
Q = deque(range(1000))
stop = threading.Event()
bad = []
reads = [0] * NR
counts = [None] * NM


def valid(v):
    return type(v) is int and 0 <= v < BIG


def reader(r):
    n = 0
    errors = 0
    while not stop.is_set() or n < 20:
        try:
            for v in L:
                if not valid(v):
                    bad.append(("L iter", v))
            lst = list(L) + L[:] + L[::3] + L.copy()
            if not all(valid(v) for v in lst):
                bad.append("L copy")
            if sorted(L[:50]) != sorted(L[:50]):
                pass
            _ = (5 in L, L.count(7), len(L), max(L, default=0))
            j = ",".join(LS)
            if j and not all(x.startswith("s") for x in j.split(",")):
                bad.append("join")
            for k, v in D.items():
                if v != 2 * k:
                    bad.append(("D torn", k, v))
            dd = dict(D)
            if not all(v == 2 * k for k, v in dd.items()):
                bad.append("dict copy")
            _ = (sorted(D)[:3], list(D.values())[:3], 5 in D, D.get(6), len(D.keys() & {1, 2, 3}))
            s2 = set(S)
            if not all(valid(v) for v in s2 | S):
                bad.append("S")
            _ = (S & {1, 2, 3}, S - s2, S.issubset(s2), frozenset(S), len(S))
            for v in Q:
                if not valid(v):
                    bad.append(("Q", v))
            _ = (list(Q)[:3], 5 in Q, len(Q))
        except RuntimeError:
            errors += 1
        n += 1
    reads[r] = n


def mutator(m):
    ins = rem = 0
    dins = drem = 0
    sins = srem = 0
    qins = qrem = 0
    base = (m + 1) * 10000000
    for i in range(OPS):
        v = base + i
        if i % 3 == 2:
            try:
                L.pop(0 if i & 4 else -1)
                rem += 1
            except IndexError:
                pass
        else:
            if i & 8:
                L.insert(i % 50, v)
            else:
                L.append(v)
            ins += 1
        if i % 3 == 2:
            if D.pop(base + i - 2, None) is not None:
                drem += 1
        else:
            D[v] = 2 * v
            dins += 1
        if i % 4 == 3:
            try:
                S.remove(v - 3)
                srem += 1
            except KeyError:
                pass
        else:
            S.add(v)
            sins += 1
        if i % 3 == 2:
            try:
                Q.popleft()
                qrem += 1
            except IndexError:
                pass
        else:
            Q.append(v)
            qins += 1
        if i % 100 == 0:
            LS.append("s%d" % v)
            LS.pop(0)
    counts[m] = (ins - rem, dins - drem, sins - srem, qins - qrem)


rs = [threading.Thread(target=reader, args=(r,)) for r in range(NR)]
ms = [threading.Thread(target=mutator, args=(m,)) for m in range(NM)]
for t in rs + ms:
    t.start()
for t in ms:
    t.join()
stop.set()
for t in rs:
    t.join()
check("readers saw only stored values", not bad, bad[:3])
check("readers ran", all(n >= 20 for n in reads), reads)
check("list size exact", len(L) == 1000 + sum(c[0] for c in counts), len(L))
check("dict size exact", len(D) == 1000 + sum(c[1] for c in counts)
      and all(v == 2 * k for k, v in D.items()), len(D))
check("set size exact", len(S) == 1000 + sum(c[2] for c in counts), len(S))
check("deque size exact", len(Q) == 1000 + sum(c[3] for c in counts), len(Q))
check("join list size", len(LS) == 300, len(LS))

# One list changed in place as a whole while readers read it.
R = list(range(2000))
stop = threading.Event()
bad = []


def whole_reader(r):
    n = 0
    while not stop.is_set() or n < 20:
        try:
            for v in R:
                if not valid(v):
                    bad.append(v)
            c = R[:]
            if not all(valid(v) for v in c + sorted(R)):
                bad.append("copy")
            _ = (7 in R, R.count(3), sum(R[:100]), R[-1:])
            text = repr(R)
            if not (text[0] == "[" and text[-1] == "]"):
                bad.append("repr")
            if not all(valid(v) for v in reversed(R)):
                bad.append("reversed")
            _ = (R == R[:], R < [5], R != [], R.index(R[0]))
        except (ValueError, IndexError):
            pass                  # R[0] may be gone before index() runs
        n += 1


def whole_changes(R):
    for i in range(size(300)):
        R[:] = sorted(R, reverse=bool(i & 1))
        R.reverse()
        R[10:20] = [i] * 5
        del R[:5]
        R.extend(range(10))
        R[::2] = R[::2]
        if i % 10 == 0:
            R[:] = range(2000)
        if i % 25 == 0:
            R.clear()
            R.extend(range(2000))
        R *= 1
        R += [i]
        R.sort(reverse=bool(i & 2))
        if i % 7 == 0:
            R.sort(key=lambda v: v % 97)
    return R


def whole_writer():
    whole_changes(R)


rs = [threading.Thread(target=whole_reader, args=(r,)) for r in range(NR)]
w = threading.Thread(target=whole_writer)
for t in rs:
    t.start()
w.start()
w.join()
stop.set()
for t in rs:
    t.join()
check("whole-list changes seen sanely", not bad, bad[:3])
check("whole-list final value", R == whole_changes(list(range(2000))), len(R))
