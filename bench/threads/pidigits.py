# Thread-scaling workload: run with the number of threads as argument (bench/threads/run.sh).
import sys, threading
def pi_digits(n):
    q, r, t, k, m, x = 1, 0, 1, 1, 3, 3
    out = []
    while len(out) < n:
        if 4 * q + r - t < m * t:
            out.append(m)
            q, r, t, k, m, x = 10 * q, 10 * (r - m * t), t, k, (10 * (3 * q + r)) // t - 10 * m, x
        else:
            q, r, t, k, m, x = q * k, (2 * q + r) * x, t * x, k + 1, (q * (7 * k + 2) + r * x) // (t * x), x + 2
    return out
nthreads = int(sys.argv[1])
ts = [threading.Thread(target=pi_digits, args=(3000,)) for _ in range(nthreads)]
for t in ts: t.start()
for t in ts: t.join()
print("done")
