# concurrent.futures: Executor.map with several iterables, chunksize,
# timeouts, and an exception raised at its item while the caller iterates
# (earlier results delivered, later calls cancelled).
import threading
from concurrent.futures import ThreadPoolExecutor

with ThreadPoolExecutor(max_workers=3) as ex:
    print(list(ex.map(lambda a, b, c: a * b + c, [1, 2, 3, 4], (10, 20, 30), "xyz" and [5, 6, 7, 8])))
    print(list(ex.map(str.upper, "abc")), list(ex.map(abs, [])), list(ex.map(print)))
    print(list(ex.map(divmod, range(10, 14), [3] * 10, chunksize=2)))
    print(list(ex.map(len, ["a", "bb", ""], chunksize=0)))  # ignored by a thread pool
    print(list(ex.map(max, {3: "a"}, [1], range(5, 9))))
    d = {"k%d" % i: i for i in range(5)}
    print(sorted(ex.map(lambda kv: kv[0] * kv[1], d.items())))

    # every call is submitted before map() returns
    consumed = []

    def numbers():
        for i in range(5):
            consumed.append(i)
            yield i

    it = ex.map(lambda x: x * x, numbers())
    print("consumed before iterating:", consumed)
    print(type(it).__name__, next(it), list(it))

    # a non-iterable argument fails at once, an uncallable at its item
    try:
        ex.map(abs, [1], 5)
    except TypeError as e:
        print("TypeError", e)
    it = ex.map(None, [1, 2])
    try:
        next(it)
    except TypeError as e:
        print("TypeError", e)

# the exception is raised at its item; what is not started is cancelled
gate = threading.Event()
started = threading.Event()


def slow_first(x):
    if x == 0:
        started.set()
        gate.wait()
    if x == 1:
        raise ArithmeticError("item %d failed" % x)
    return x


ex = ThreadPoolExecutor(max_workers=1)
seen = []
it = ex.map(slow_first, range(6))
started.wait()
gate.set()
try:
    for r in it:
        seen.append(r)
except ArithmeticError as e:
    print("ArithmeticError", e, "after", seen)
print(next(it, "exhausted"))
ex.shutdown()

# closing the iterator early cancels the calls not yet started
gate.clear()
started.clear()
gate1 = threading.Event()
started1 = threading.Event()
ex = ThreadPoolExecutor(max_workers=1)
calls = []
lock = threading.Lock()
submitted = []
real_submit = ex.submit


def spy_submit(fn, *args):
    f = real_submit(fn, *args)
    submitted.append(f)
    return f


ex.submit = spy_submit


def record(x):
    if x == 0:
        started.set()
        gate.wait()
    if x == 1:
        started1.set()
        gate1.wait()
    with lock:
        calls.append(x)
    return x


it = ex.map(record, range(8))
started.wait()
gate.set()
print("first:", next(it))
started1.wait()  # 1 runs, 2..7 wait in the queue
it.close()
gate1.set()
ex.shutdown(wait=True)
print("ran:", calls, [f.cancelled() for f in submitted])

# a timeout counts from the map() call; the result not there raises
block = threading.Event()
ex = ThreadPoolExecutor(max_workers=2)
it = ex.map(lambda x: x if x < 2 else block.wait(), range(4), timeout=0.2)
got = []
try:
    for r in it:
        got.append(r)
except TimeoutError as e:
    print("TimeoutError", repr(e), got)
block.set()
ex.shutdown()

