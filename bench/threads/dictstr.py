# Thread-scaling workload: run with the number of threads as argument (bench/threads/run.sh).
import sys, threading
SHARED = {"k%d" % i: i for i in range(1000)}
def work(n):
    d = {}
    total = 0
    for i in range(n):
        key = "k" + str(i % 1000)
        d[key] = d.get(key, 0) + SHARED[key]
        total += len(key)
    return total
nthreads = int(sys.argv[1])
ts = [threading.Thread(target=work, args=(1200000,)) for _ in range(nthreads)]
for t in ts: t.start()
for t in ts: t.join()
print("done")
