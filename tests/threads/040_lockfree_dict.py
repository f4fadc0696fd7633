# Lock-free dict reads (runtime/dict.c + gc/qsbr.c): two threads
# read one shared dict (d[k], d.get, `in`), a shared instance's attributes
# and a module global, while a writer thread replaces values with fresh
# objects, deletes and re-inserts keys, and grows and shrinks the table
# (resizes).  A reader checks every value it gets: each value names its key,
# so a torn read, a value from another key or a freed object shows up.
# The output is exact counts only.
import threading

NKEYS = 200
ROUNDS = 300
KEYS = ["k%d" % i for i in range(NKEYS)]
D = {}
for i, k in enumerate(KEYS):
    D[k] = (i, 0)
for i in range(NKEYS):
    D[i] = [i, 0]


class Obj:
    pass


O = Obj()
O.a = (0, 0)
O.b = "b0"
G = (0, 0)
done = [False]
bad = []
reads = [0, 0]


def check(v, i):
    if v[0] != i:
        bad.append((i, v))


def reader(r):
    n = 0
    while not done[0] or n < 2000:
        i = n % NKEYS
        k = KEYS[i]
        v = D.get(k)
        if v is not None:
            check(v, i)
        try:
            check(D[i], i)
        except KeyError:
            pass
        if k in D and i not in range(NKEYS):
            bad.append("range")
        a = O.a
        if a[0] != a[1]:
            bad.append(("attr", a))
        g = G
        if g[0] != g[1]:
            bad.append(("global", g))
        if not O.b.startswith("b"):
            bad.append("b")
        n += 1
    reads[r] = n


def writer():
    global G
    for rnd in range(1, ROUNDS + 1):
        for i in range(0, NKEYS, 7):
            D[KEYS[i]] = (i, rnd)          # replace: the old tuple dies
            D[i] = [i, rnd]
        for i in range(3, NKEYS, 11):
            del D[KEYS[i]]                 # delete, then re-insert
            D[KEYS[i]] = (i, -rnd)
            D.pop(i)
            D[i] = [i, -rnd]
        extra = ["x%d_%d" % (rnd, j) for j in range(300)]
        for x in extra:                    # grow: several resizes
            D[x] = (-1, x)
        for x in extra:                    # and shrink back
            del D[x]
        O.a = (rnd, rnd)
        O.b = "b%d" % rnd
        G = (rnd, rnd)
        if rnd % 50 == 0:
            D.update({KEYS[0]: (0, rnd)})
            D.setdefault(KEYS[1], None)
    done[0] = True


ts = [threading.Thread(target=reader, args=(r,)) for r in range(2)]
w = threading.Thread(target=writer)
for t in ts:
    t.start()
w.start()
w.join()
for t in ts:
    t.join()
print("bad", bad[:5])
print("reads ok", reads[0] >= 2000 and reads[1] >= 2000)
print("len", len(D))
print("str values", sorted(v[1] for k, v in D.items() if isinstance(k, str))[:3], D["k7"], D["k3"])
print("int values", D[7], D[3], D[1])
print("attr", O.a, O.b, G)
