# The same from 4 threads at once (2 million cycles in all): collections
# stop all four, cycles made by one thread may be freed by another.
# The limit is 64 MiB; measured 9-10 MiB (release build, 2 cores) since
# due collections wait for a running one instead of being dropped (48-101
# MiB before); without the collector this program takes 450 MiB.
# docs/collector.md.
# max-rss-mib: 64
import threading

results = [0] * 4


def work(k):
    n = 0
    for i in range(500000):
        d = {'k': k}
        d['self'] = d
        n += len(d)
    results[k] = n


ts = [threading.Thread(target=work, args=(k,)) for k in range(4)]
for t in ts:
    t.start()
for t in ts:
    t.join()
print(results, sum(results))
