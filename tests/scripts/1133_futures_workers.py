# concurrent.futures: max_workers (bad values, the default, the limit on
# threads) and the workers' thread names (thread_name_prefix or the
# ThreadPoolExecutor-N default).
import os
import re
import threading
from concurrent.futures import ThreadPoolExecutor

for bad in (0, -1, -100):
    try:
        ThreadPoolExecutor(max_workers=bad)
    except ValueError as e:
        print(bad, "ValueError", e)
try:
    ThreadPoolExecutor(max_workers=0, initializer=7)
except ValueError as e:
    print("checked first: ValueError", e)
try:
    ThreadPoolExecutor("4")
except TypeError as e:
    print("TypeError", e)
try:
    ThreadPoolExecutor(initializer="init")
except TypeError as e:
    print("TypeError", e)
try:
    ThreadPoolExecutor(workers=2)
except TypeError as e:
    print("TypeError", e)

ex = ThreadPoolExecutor()
print("default:", ex._max_workers == min(32, (os.cpu_count() or 1) + 4), 5 <= ex._max_workers <= 32)
ex.shutdown()
print(ThreadPoolExecutor(max_workers=None)._max_workers == ex._max_workers)

# never more threads than max_workers, however many calls are queued
lock = threading.Lock()
names = set()
running = [0, 0]  # now, most at once


def task(i):
    with lock:
        names.add(threading.current_thread().name)
        running[0] += 1
        running[1] = max(running[1], running[0])
    with lock:
        running[0] -= 1
    return i


with ThreadPoolExecutor(max_workers=3, thread_name_prefix="pool") as ex:
    print(sum(ex.map(task, range(200))))
    print(len(ex._threads) <= 3)
print(running[1] <= 3, len(names) <= 3, all(re.fullmatch(r"pool_[012]", n) for n in names))

# all max_workers threads exist when the calls wait for each other
barrier = threading.Barrier(4)


def meet(i):
    barrier.wait()
    return threading.current_thread().name


with ThreadPoolExecutor(max_workers=4, thread_name_prefix="meet") as ex:
    print(sorted(ex.map(meet, range(4))))

# one worker: the calls run one after the other, in order, on one thread
seen = []
with ThreadPoolExecutor(max_workers=1, thread_name_prefix="solo") as ex:
    for i in range(10):
        ex.submit(lambda i=i: seen.append((i, threading.current_thread().name)))
print([i for i, _ in seen] == list(range(10)), {n for _, n in seen})

# the default prefix is ThreadPoolExecutor-N with N counting executors
with ThreadPoolExecutor(max_workers=1) as ex:
    name = ex.submit(lambda: threading.current_thread().name).result()
print(bool(re.fullmatch(r"ThreadPoolExecutor-\d+_0", name)))
with ThreadPoolExecutor(max_workers=1) as ex2:
    name2 = ex2.submit(lambda: threading.current_thread().name).result()
n1 = int(name.split("-")[1].split("_")[0])
n2 = int(name2.split("-")[1].split("_")[0])
print(n2 > n1)
with ThreadPoolExecutor(max_workers=1, thread_name_prefix="") as ex3:
    print(bool(re.fullmatch(r"ThreadPoolExecutor-\d+_0", ex3.submit(lambda: threading.current_thread().name).result())))

# workers are not daemon threads, and are alive while the pool is
with ThreadPoolExecutor(max_workers=1, thread_name_prefix="d") as ex:
    print(ex.submit(lambda: threading.current_thread().daemon).result())
    t = next(iter(ex._threads))
    print(t.is_alive(), t.name)
print(t.is_alive())
