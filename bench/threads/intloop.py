# Thread-scaling workload: run with the number of threads as argument (bench/threads/run.sh).
import sys, threading
def work(n):
    total = 0
    i = 0
    while i < n:
        total += i * i % 7
        i += 1
    return total
N = 12000000
nthreads = int(sys.argv[1])
ts = [threading.Thread(target=work, args=(N,)) for _ in range(nthreads)]
for t in ts: t.start()
for t in ts: t.join()
print("done", nthreads)
