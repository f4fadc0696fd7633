# functools from several threads: a bounded lru_cache shared by 4 threads
# gives right answers and exact statistics (every call is a hit or a miss);
# partials and reduce are used concurrently.
import threading
from functools import lru_cache, partial, reduce

NT, PER = 4, 3000


@lru_cache(maxsize=50)
def square(x):
    return x * x


def add3(a, b, c):
    return a + b + c


ok = [False] * NT
barrier = threading.Barrier(NT)


def work(i):
    barrier.wait()
    good = True
    p = partial(add3, i, c=1)
    for k in range(PER):
        x = (k * 7 + i) % 120
        if square(x) != x * x or p(k) != i + k + 1:
            good = False
    if reduce(lambda a, b: a + b, range(PER), i) != i + PER * (PER - 1) // 2:
        good = False
    ok[i] = good


ts = [threading.Thread(target=work, args=(i,)) for i in range(NT)]
for t in ts:
    t.start()
for t in ts:
    t.join()
info = square.cache_info()
print(ok, info.hits + info.misses, info.maxsize, info.currsize)
