# concurrent.futures: ThreadPoolExecutor, Future, wait, as_completed, with
# the outputs and messages of CPython 3.11 (orders made deterministic with
# events, never with sleeps alone).
import concurrent.futures as cf
import threading
import time
from concurrent.futures import ThreadPoolExecutor, Future

print(sorted(set(cf.__all__) - {"ProcessPoolExecutor"}))  # fpy has no processes pool
print(cf.TimeoutError is TimeoutError, issubclass(cf.CancelledError, cf._base.Error),
      issubclass(cf.BrokenExecutor, RuntimeError), issubclass(cf.thread.BrokenThreadPool, cf.BrokenExecutor))


def state(f):
    return repr(f).split(" state=")[1].rstrip(">")


# ---- Future on its own ----
f = Future()
print(state(f), f.done(), f.running(), f.cancelled())
print(f.set_running_or_notify_cancel(), state(f), f.running(), f.cancel())
f.set_result([1, 2])
print(state(f), f.result(), f.exception(), f.done())
try:
    f.set_result(3)
except cf.InvalidStateError as e:
    print("InvalidStateError", str(e).split(":")[0])
g = Future()
print(g.cancel(), g.cancel(), state(g), g.cancelled(), g.done())
try:
    g.result()
except cf.CancelledError as e:
    print("CancelledError", repr(e))
print(g.set_running_or_notify_cancel(), state(g))
h = Future()
try:
    h.result(timeout=0.01)
except TimeoutError as e:
    print("TimeoutError", repr(e))
try:
    h.exception(timeout=0)
except TimeoutError:
    print("exception() timed out")
h.set_exception(KeyError("k"))
print(state(h), repr(h.exception()))
try:
    h.result()
except KeyError as e:
    print("raised", repr(e))
calls = []
h.add_done_callback(lambda fut: calls.append(("late", fut is h)))
k = Future()
k.add_done_callback(lambda fut: calls.append(("first", fut.result())))
k.add_done_callback(lambda fut: calls.append(("second", fut.result())))
k.set_result("v")
print(calls)
print(Future[int])

# ---- the executor ----
for bad in (0, -1):
    try:
        ThreadPoolExecutor(max_workers=bad)
    except ValueError as e:
        print("ValueError", e)
try:
    ThreadPoolExecutor(initializer=5)
except TypeError as e:
    print("TypeError", e)

with ThreadPoolExecutor(max_workers=3, thread_name_prefix="worker") as ex:
    print(list(ex.map(pow, [2, 3, 4], [5, 6, 7])))
    names = set(ex.map(lambda _: threading.current_thread().name.rsplit("_", 1)[0], range(30)))
    print(names)
    print(ex.submit(lambda *a, **k: (a, sorted(k.items())), 1, 2, x=3).result())

# results in submission order from map, however the calls finish
gate = threading.Event()


def ordered(i):
    if i == 0:
        gate.wait()
    return i


with ThreadPoolExecutor(max_workers=4) as ex:
    it = ex.map(ordered, range(4))
    gate.set()
    print(list(it))

# map's timeout counts from the call
block = threading.Event()
ex = ThreadPoolExecutor(max_workers=2)
it = ex.map(lambda x: block.wait() and x, [1, 2], timeout=0.05)
try:
    next(it)
except TimeoutError:
    print("map timed out")
block.set()
ex.shutdown(wait=True)

# an exception in a worker reaches the caller
with ThreadPoolExecutor(max_workers=2) as ex:
    def fails(x):
        if x == 2:
            raise ValueError("no %d" % x)
        return x
    out = []
    try:
        for r in ex.map(fails, [1, 2, 3]):
            out.append(r)
    except ValueError as e:
        out.append("ValueError: %s" % e)
    print(out)

# wait()
release = threading.Event()
with ThreadPoolExecutor(max_workers=3) as ex:
    quick = ex.submit(lambda: "quick")
    slow = ex.submit(release.wait)
    done, not_done = cf.wait([quick, slow], return_when=cf.FIRST_COMPLETED)
    print(done == {quick}, not_done == {slow})
    done, not_done = cf.wait([quick, slow], timeout=0.02)
    print(len(done), len(not_done), type(cf.wait([quick])).__name__)
    bad = ex.submit(lambda: 1 / 0)
    done, not_done = cf.wait([slow, bad], return_when=cf.FIRST_EXCEPTION)
    print(bad in done, slow in not_done)
    release.set()
    done, not_done = cf.wait([quick, slow, bad], return_when=cf.ALL_COMPLETED)
    print(len(done), len(not_done))
    try:
        cf.wait([slow, Future()], return_when="SOMETIMES")
    except ValueError as e:
        print("ValueError", e)

# as_completed(): finished ones first, then in completion order; a timeout
steps = [threading.Event() for _ in range(3)]
with ThreadPoolExecutor(max_workers=3) as ex:
    done_first = ex.submit(lambda: "done first")
    done_first.result()
    fs = [ex.submit(lambda i=i: steps[i].wait() and i) for i in range(3)]
    order = []
    it = cf.as_completed(fs + [done_first, done_first])
    order.append(next(it).result())
    for i in (2, 0, 1):
        steps[i].set()
        order.append(next(it).result())
    print(order, list(it))
    stuck = Future()
    try:
        for f in cf.as_completed([done_first, stuck], timeout=0.02):
            print("got", f.result())
    except TimeoutError as e:
        print("TimeoutError", e)

# cancel: a queued call can be cancelled, a running one cannot
hold = threading.Event()
started = threading.Event()
ex = ThreadPoolExecutor(max_workers=1)


def holding():
    started.set()
    hold.wait()
    return "held"


running = ex.submit(holding)
started.wait()
queued = ex.submit(lambda: "never")
print(running.cancel(), queued.cancel(), running.running(), state(queued))
hold.set()
print(running.result(), queued.cancelled())
ex.shutdown()
try:
    ex.submit(print)
except RuntimeError as e:
    print("RuntimeError", e)

# shutdown(cancel_futures=True) cancels what has not started
hold.clear()
started.clear()
ex = ThreadPoolExecutor(max_workers=1)
first = ex.submit(holding)
started.wait()
rest = [ex.submit(lambda: "x") for _ in range(5)]
t = threading.Timer(0.05, hold.set)
t.start()
ex.shutdown(wait=True, cancel_futures=True)
print(first.result(), [f.cancelled() for f in rest])
t.join()

# the initializer runs once per worker; one that raises breaks the pool
seen = []
lock = threading.Lock()


def init(tag):
    with lock:
        seen.append(tag)


with ThreadPoolExecutor(max_workers=2, initializer=init, initargs=("ready",)) as ex:
    print(ex.submit(lambda: "ran").result(), set(seen))


def broken_init():
    raise OSError("cannot init")


ex = ThreadPoolExecutor(max_workers=1, initializer=broken_init)
f = ex.submit(lambda: "never")
try:
    f.result()
except cf.thread.BrokenThreadPool as e:
    print("BrokenThreadPool", e)
try:
    ex.submit(print)
except cf.thread.BrokenThreadPool as e:
    print("submit: BrokenThreadPool", e)
ex.shutdown()

# a pool left running: the interpreter finishes its work at exit
ex = ThreadPoolExecutor(max_workers=2)
for i in range(3):
    ex.submit(lambda i=i: time.sleep(0.01 * i) or print("left running", i) if False else None)
last = ex.submit(lambda: 6 * 7)
print(last.result())


def deep():
    raise LookupError("from a worker")


ThreadPoolExecutor().submit(deep).result()
