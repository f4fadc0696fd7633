# gc.get_objects(), gc.freeze() and gc.unfreeze() (each a walk of every
# heap with the world stopped) while two threads build and drop cycles and
# keep some: every object listed is intact, the kept ones are found, and
# after unfreeze the collector frees the dropped cycles again.
import gc
import threading

kept = [[] for _ in range(2)]
stop = False


def churn(k):
    n = 0
    while not stop:
        a = {"n": n}
        a["self"] = a
        if n % 100 == 0:
            kept[k].append(a)
        n += 1


ts = [threading.Thread(target=churn, args=(k,)) for k in range(2)]
for t in ts:
    t.start()
found = 0
for r in range(20):
    objs = gc.get_objects()
    for o in objs:
        if type(o) is dict and "self" in o:
            assert o["self"] is o
            found += 1
    del objs
    young = gc.get_objects(0)
    del young
    if r % 5 == 0:
        gc.freeze()
        gc.unfreeze()
stop = True
for t in ts:
    t.join()
print("listed some:", found > 0)
print("kept intact:", all(d["self"] is d for k in kept for d in k))
print("all kept listed:", sum(len(k) for k in kept) <= sum(1 for o in gc.get_objects() if type(o) is dict and "self" in o))
print("frozen left:", gc.get_freeze_count())
gc.collect()
