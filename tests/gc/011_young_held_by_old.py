# No write barrier: a young object referenced only from an old one must
# survive a young collection.  The old object's reference is counted in the
# young object, and a young collection subtracts only the references young
# objects hold, so the young object looks referenced from outside and stays
# (with everything reachable from it).  Each young object here is also a
# cycle (it refers to itself), which a collector that forgot the old
# reference would free; the contents are checked after every collection.
# Two threads make the young objects, so that they sit on two threads'
# young lists.
import gc
import threading

gc.disable()
holders = [[] for _ in range(8)]
table = {}
gc.collect()  # holders and table are old


def fill(tid, rounds):
    for r in range(rounds):
        x = [tid, r]
        x.append(x)  # a self-cycle: garbage, unless the old holder counts
        holders[r % 8].append(x)
        table[(tid, r)] = {"self": None, "payload": (tid, r, "p" * (r % 5))}
        table[(tid, r)]["self"] = table[(tid, r)]


ts = [threading.Thread(target=fill, args=(t, 3000)) for t in range(2)]
for t in ts:
    t.start()
for t in ts:
    t.join()


def check():
    n = 0
    for h in holders:
        for x in h:
            assert x[2] is x and len(x) == 3, x[:2]
            n += 1
    for (tid, r), d in table.items():
        assert d["self"] is d and d["payload"] == (tid, r, "p" * (r % 5))
    return n


for i in range(3):
    print("young collection", i, "frees", gc.collect(0), "objects left", check())
print("full collection frees", gc.collect(), "objects left", check())
gc.enable()
for r in range(20000):  # automatic young collections too
    junk = [r]
    junk.append(junk)
print("after automatic collections", check(), len(table))
