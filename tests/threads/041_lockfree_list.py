# Lock-free list reads (runtime/list.c + gc/qsbr.c): two threads
# read one shared list (l[i], l[-1], len, `in`, iteration) while a writer
# replaces items with fresh objects, appends and pops (resizes), inserts
# and deletes at the front (items move), and clears and refills it.  Every
# item is a pair (x, -x), so a torn read or a freed item shows up.  The
# output is exact counts only.
import threading

L = [(i, -i) for i in range(100)]
done = [False]
bad = []
seen = [0, 0]
PROBE = (5, -5)


def ok(v):
    return v[0] == -v[1]


def reader(r):
    n = 0
    found = 0
    while not done[0] or n < 300:
        m = len(L)
        for i in (0, 7, 50, 99, m - 1, -1):
            try:
                v = L[i]
            except IndexError:
                continue
            if not ok(v):
                bad.append(("index", i, v))
        for v in L:
            if not ok(v):
                bad.append(("iter", v))
        if PROBE in L:
            found += 1
        if (1, 1) in L:
            bad.append("in")
        n += 1
    seen[r] = n


def writer():
    total = 0
    for rnd in range(1, 301):
        for i in range(0, 100, 3):
            L[i] = (rnd * 1000 + i, -(rnd * 1000 + i))   # replace: the old pair dies
        for j in range(200):
            L.append((j, -j))                            # grow: resizes
        for j in range(200):
            total += L.pop()[0]                          # shrink
        L.insert(0, (rnd, -rnd))                         # move every item right
        del L[0]                                         # and back
        if rnd % 30 == 0:
            keep = L[:]
            L.clear()                                    # a new, empty array
            L.extend(keep)
        L[5] = PROBE
    done[0] = True
    print("popped total", total)


ts = [threading.Thread(target=reader, args=(r,)) for r in range(2)]
w = threading.Thread(target=writer)
for t in ts:
    t.start()
w.start()
w.join()
for t in ts:
    t.join()
print("bad", bad[:5])
print("reads ok", seen[0] >= 300 and seen[1] >= 300)
print("len", len(L), L[0], L[3], L[5], L[99])
print("all pairs", all(ok(v) for v in L))
