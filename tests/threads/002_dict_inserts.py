# 4 threads insert disjoint keys into one dict, then delete half.
import threading

d = {}


def work(i):
    for k in range(5000):
        d[(i, k)] = k
    for k in range(0, 5000, 2):
        del d[(i, k)]
    for k in range(5000):
        d[str(i) + ":" + str(k)] = i


ts = [threading.Thread(target=work, args=(i,)) for i in range(4)]
for t in ts:
    t.start()
for t in ts:
    t.join()
print(len(d))
print(sum(v for k, v in d.items() if isinstance(k, tuple)))
print(sorted(set(v for k, v in d.items() if isinstance(k, str))))
s = set()


def sets(i):
    for k in range(3000):
        s.add(k % 1000 + i * 1000)


ts = [threading.Thread(target=sets, args=(i,)) for i in range(4)]
for t in ts:
    t.start()
for t in ts:
    t.join()
print(len(s))
