# concurrent.futures.wait: FIRST_COMPLETED, FIRST_EXCEPTION, ALL_COMPLETED,
# timeouts, what counts as done (a cancelled future only once its executor
# saw it), duplicates, the DoneAndNotDoneFutures result and bad arguments.
import threading
from concurrent.futures import (ThreadPoolExecutor, Future, wait, FIRST_COMPLETED,
                                FIRST_EXCEPTION, ALL_COMPLETED)
from concurrent.futures._base import DoneAndNotDoneFutures

print(FIRST_COMPLETED, FIRST_EXCEPTION, ALL_COMPLETED)
print(DoneAndNotDoneFutures._fields, DoneAndNotDoneFutures(1, 2))
r = wait([])
print(type(r).__name__, r, r.done == set(), r.not_done == set(), r[0] is r.done)


def finished(value=None, exc=None):
    f = Future()
    if exc is not None:
        f.set_exception(exc)
    else:
        f.set_result(value)
    return f


a, b, bad = finished(1), finished(2), finished(exc=ValueError("x"))
p1, p2 = Future(), Future()
r = wait([a, p1, a, b], timeout=0)
print(sorted(f.result() for f in r.done), r.not_done == {p1})
r = wait([a, b], timeout=0, return_when="anything: all done first")
print(len(r.done), len(r.not_done))
r = wait([a, p1], return_when=FIRST_COMPLETED)
print(r.done == {a}, r.not_done == {p1})
r = wait([a, p1], timeout=0.01, return_when=FIRST_EXCEPTION)
print(r.done == {a}, r.not_done == {p1})
r = wait([a, bad, p1], return_when=FIRST_EXCEPTION)
print(r.done == {a, bad}, r.not_done == {p1})
r = wait([p1, p2], timeout=0.02, return_when=FIRST_COMPLETED)
print(len(r.done), len(r.not_done))
for how in ("SOMETIMES", None, 3):
    try:
        wait([a, p1], return_when=how)
    except ValueError as e:
        print("ValueError", e)
for arg in (5, [1], [a, "x"]):
    try:
        wait(arg)
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, e)

# a cancelled future counts as done only once the executor noticed it
c = Future()
c.cancel()
r = wait([c], timeout=0)
print(c.done(), len(r.done), len(r.not_done))
c.set_running_or_notify_cancel()
r = wait([c], timeout=0)
print(len(r.done), len(r.not_done))
r = wait([c, bad, p1], return_when=FIRST_EXCEPTION)
print(r.done == {c, bad})
c2 = Future()
c2.cancel()
c2.set_running_or_notify_cancel()
r = wait([c2, p1], timeout=0.01, return_when=FIRST_EXCEPTION)
print(r.done == {c2}, r.not_done == {p1})

# waiting on running calls
release = [threading.Event() for _ in range(4)]
with ThreadPoolExecutor(max_workers=4) as ex:
    fs = [ex.submit(release[i].wait) for i in range(3)]
    boom = ex.submit(lambda: release[3].wait() and 1 / 0)
    r = wait(fs + [boom], timeout=0.02)
    print("timeout:", len(r.done), len(r.not_done))
    release[1].set()
    r = wait(fs + [boom], return_when=FIRST_COMPLETED)
    print("first:", r.done == {fs[1]}, len(r.not_done))
    release[3].set()
    r = wait(fs + [boom], return_when=FIRST_EXCEPTION)
    print("exception:", boom in r.done, fs[0] in r.not_done, fs[2] in r.not_done,
          type(boom.exception()).__name__)
    release[0].set()
    release[2].set()
    r = wait(fs + [boom], return_when=ALL_COMPLETED)
    print("all:", len(r.done), len(r.not_done), sorted(f.result() for f in fs))

# a future finished by another thread while wait() sleeps
f = Future()
t = threading.Timer(0.01, f.set_result, args=("from timer",))
t.start()
r = wait([f, Future()], timeout=10, return_when=FIRST_COMPLETED)
print([x.result() for x in r.done], len(r.not_done))
t.join()
# the waiters are taken off the futures again
print(f._waiters, p1._waiters)
