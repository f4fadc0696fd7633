# max-rss-mib: 64
# Objects read through a module global by threads that do not own them are
# counted per thread (gc/perthread.c) and then freed only by the collector.
# Here the main thread replaces the global 30,000 times with a new 8 KiB
# list while another thread keeps reading it: the replaced lists must be
# freed (30,000 of them would take 240 MiB).  One reader: with more busy
# threads than this machine's 2 cores, a descheduled reader holds back
# QSBR's frees (gc/qsbr.c) for as long as the OS keeps it off a core.
import threading

CUR = list(range(1000))
stop = threading.Event()
counts = [0]


def reader(i):
    n = 0
    while not stop.is_set():
        cur = CUR
        if len(cur) != 1000 or cur[999] - cur[0] != 999:
            print("torn list")
            return
        n += 1
    counts[i] = n


ts = [threading.Thread(target=reader, args=(i,)) for i in range(1)]
for t in ts:
    t.start()
for r in range(30000):
    CUR = list(range(r, r + 1000))
    for _ in range(20):
        pass
stop.set()
for t in ts:
    t.join()
print(CUR[0], len(CUR), counts[0] > 0)
