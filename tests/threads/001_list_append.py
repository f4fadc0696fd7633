# 4 threads append 10k items each to one shared list: no append is lost.
import threading

out = []


def work(i):
    for k in range(10000):
        out.append(i * 100000 + k)


ts = [threading.Thread(target=work, args=(i,)) for i in range(4)]
for t in ts:
    t.start()
for t in ts:
    t.join()
print(len(out))
print(sorted(out) == sorted(i * 100000 + k for i in range(4) for k in range(10000)))
print(sum(1 for t in ts if t.is_alive()))
