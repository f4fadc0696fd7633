# concurrent.futures.as_completed: the finished futures first, then each as
# it completes (output sorted where the order is not fixed), duplicates
# given once, the futures of several executors, and the timeout: the
# "N (of M) futures unfinished" TimeoutError.
import threading
from concurrent.futures import ThreadPoolExecutor, Future, as_completed, CancelledError


def finished(value):
    f = Future()
    f.set_result(value)
    return f


print(list(as_completed([])), list(as_completed([], timeout=0)))
done = [finished(i) for i in range(5)]
print(sorted(f.result() for f in as_completed(done + done[::2], timeout=0)))
it = as_completed(7)
print(type(it).__name__)
try:
    next(it)
except TypeError as e:
    print("TypeError at first next():", e)

# many calls on two executors, one result each
with ThreadPoolExecutor(max_workers=3) as e1, ThreadPoolExecutor(max_workers=2) as e2:
    fs = [e1.submit(pow, i, 2) for i in range(10)] + [e2.submit(pow, i, 3) for i in range(5)]
    out = [f.result() for f in as_completed(fs)]
    print(sorted(out), len(out))
    # failures and cancellations are yielded like results
    gate = threading.Event()
    blocker = e2.submit(gate.wait)
    blocker2 = e2.submit(gate.wait)
    queued = e2.submit(abs, -5)
    print(queued.cancel())
    fails = e1.submit(lambda: {}["k"])
    gate.set()
    kinds = []
    for f in as_completed([blocker, blocker2, queued, fails]):
        if f.cancelled():
            kinds.append("cancelled")
        elif f.exception() is not None:
            kinds.append(type(f.exception()).__name__)
        else:
            kinds.append(f.result())
    print(sorted(kinds, key=str))

# completion order is followed: each step released in turn
steps = [threading.Event() for _ in range(4)]
with ThreadPoolExecutor(max_workers=4) as ex:
    fs = [ex.submit(lambda i=i: steps[i].wait() and i) for i in range(4)]
    it = as_completed(fs)
    order = []
    for i in (3, 1, 0, 2):
        steps[i].set()
        order.append(next(it).result())
    print(order, next(it, "end"))

# the timeout: what is left unfinished is counted
p = [Future() for _ in range(3)]
got = []
try:
    for f in as_completed(done[:2] + p + p[:1], timeout=0.05):
        got.append(f.result())
except TimeoutError as e:
    print("TimeoutError", e, "after", sorted(got))
try:
    next(as_completed(p, timeout=0))
except TimeoutError as e:
    print("TimeoutError", repr(e))
# a timeout counts from the first next(): the generator starts there
it = as_completed(p[:1], timeout=5)
threading.Timer(0.01, p[0].set_result, args=("set",)).start()
print(next(it).result())
# a future cancelled from outside is not done for as_completed until notified
c = Future()
c.cancel()
try:
    list(as_completed([c], timeout=0.01))
except TimeoutError as e:
    print("TimeoutError", e)
c.set_running_or_notify_cancel()
print([f.cancelled() for f in as_completed([c])])
# leaving the loop early takes the waiter off the remaining futures
g = as_completed([finished("x")] + p[1:])
print(next(g).result(), len(p[1]._waiters))
g.close()
print(len(p[1]._waiters), len(p[2]._waiters))
