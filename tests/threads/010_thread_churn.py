# Many short-lived threads (the OS threads are pooled and reused).
import threading

total = [0]
lock = threading.Lock()


def inc(n):
    x = [n] * 10
    with lock:
        total[0] += sum(x)


for rnd in range(50):
    ts = [threading.Thread(target=inc, args=(i,)) for i in range(20)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
print(total[0], threading.active_count())
# Objects made by a finished thread outlive it.
keep = []


def make(i):
    keep.append({"i": i, "l": [i] * 3, "s": str(i) * 2})


ts = [threading.Thread(target=make, args=(i,)) for i in range(100)]
for t in ts:
    t.start()
for t in ts:
    t.join()
print(sum(d["i"] for d in keep), sum(sum(d["l"]) for d in keep), len("".join(d["s"] for d in keep)))
keep.clear()
print(len(keep))
