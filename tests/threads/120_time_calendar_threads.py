# time's calendar functions from four threads at once: each thread formats
# and converts its own timestamps (gmtime_r / localtime_r / strftime keep no
# shared buffer), and every result equals the one computed alone
import os
os.environ['TZ'] = 'America/New_York'
import threading
import time
time.tzset()

def work(stamps):
    out = []
    for s in stamps:
        g = time.gmtime(s)
        l = time.localtime(s)
        out.append((tuple(g), tuple(l), l.tm_zone, time.strftime('%Y-%m-%d %H:%M:%S %Z', l),
                    time.asctime(g), time.mktime(l)))
    return out

stamps = [[1_000_000_000 + k * 7_919_993 + i * 86_413 for i in range(300)] for k in range(4)]
expected = [work(s) for s in stamps]
results = [None] * 4

def run(k):
    for _ in range(5):
        r = work(stamps[k])
        if r != expected[k]:
            results[k] = 'mismatch'
            return
    results[k] = 'ok'

ts = [threading.Thread(target=run, args=(k,)) for k in range(4)]
for t in ts:
    t.start()
for t in ts:
    t.join()
print(results)
print(expected[0][0][2:4], expected[3][-1][3])
