# Thread churn: 10,000 short-lived threads, 8 at a time; each leaves an
# object behind that outlives it (handed over at its end).
import threading

results = []


def job(i):
    results.append([i, str(i)])


for base in range(0, 10000, 8):
    ts = [threading.Thread(target=job, args=(base + k,)) for k in range(8)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
print(len(results), sum(r[0] for r in results), sum(len(r[1]) for r in results))
print(threading.active_count())
