# concurrent.futures: shutdown(wait=..., cancel_futures=...), submit after
# shutdown, shutdown from inside a worker, and the executor as a context
# manager (its exit waits, an exception in the block still shuts it down).
import threading
from concurrent.futures import ThreadPoolExecutor, Executor

# shutdown(wait=False) returns at once; the queued calls still run
gate = threading.Event()
ex = ThreadPoolExecutor(max_workers=1)
futs = [ex.submit(lambda i=i: gate.wait() and i) for i in range(3)]
ex.shutdown(wait=False)
print("after shutdown(wait=False):", [f.done() for f in futs])
try:
    ex.submit(abs, 1)
except RuntimeError as e:
    print("RuntimeError", e)
gate.set()
print([f.result() for f in futs])
ex.shutdown()  # a second shutdown is harmless
ex.shutdown(wait=True, cancel_futures=True)

# shutdown(wait=True) waits for the running call and the queued ones
ex = ThreadPoolExecutor(max_workers=2)
order = []
lock = threading.Lock()


def note(x):
    with lock:
        order.append(x)
    return x


futs = [ex.submit(note, i) for i in range(6)]
ex.shutdown(wait=True)
print(sorted(order), all(f.done() for f in futs))

# cancel_futures=True: the running call finishes, the queued ones are cancelled
gate = threading.Event()
started = threading.Event()
ex = ThreadPoolExecutor(max_workers=1)


def held():
    started.set()
    gate.wait()
    return "finished"


first = ex.submit(held)
started.wait()
rest = [ex.submit(note, i) for i in range(4)]
ex.shutdown(wait=False, cancel_futures=True)
print([f.cancelled() for f in rest], first.running(), first.cancel())
gate.set()
print(first.result(), [f.done() for f in rest])
ex.shutdown(wait=True)

# an executor that never started a thread
ex = ThreadPoolExecutor()
ex.shutdown(cancel_futures=True)
try:
    ex.submit(print)
except RuntimeError as e:
    print("RuntimeError", e)
try:
    ex.map(abs, [1])
except RuntimeError as e:
    print("map: RuntimeError", e)

# shutdown's arguments
ex = ThreadPoolExecutor(max_workers=1)
try:
    ex.shutdown(True, True)
except TypeError as e:
    print("TypeError", e)
try:
    ex.shutdown(cancel=True)
except TypeError as e:
    print("TypeError", e)
ex.shutdown(False)

# shutdown from inside a worker: wait=False is fine, wait=True cannot join itself
ex = ThreadPoolExecutor(max_workers=1)
f = ex.submit(ex.shutdown, wait=False)
print(f.result())
try:
    ex.submit(print)
except RuntimeError as e:
    print("RuntimeError", e)
ex = ThreadPoolExecutor(max_workers=1)
f = ex.submit(ex.shutdown)
print(type(f.exception()).__name__, f.exception())
ex.shutdown()

# the context manager: __enter__ gives the executor; __exit__ waits
with ThreadPoolExecutor(max_workers=2) as ex:
    print(type(ex).__name__, isinstance(ex, Executor))
    futs = [ex.submit(note, 100 + i) for i in range(4)]
print([f.result() for f in futs])
try:
    ex.submit(print)
except RuntimeError as e:
    print("after with: RuntimeError", e)

# an exception in the block propagates; the pool was shut down, the work done
try:
    with ThreadPoolExecutor(max_workers=1) as ex:
        f = ex.submit(lambda: "done anyway")
        raise KeyError("in block")
except KeyError as e:
    print("KeyError", e, f.result())
try:
    ex.submit(print)
except RuntimeError as e:
    print("RuntimeError", e)

# __exit__ returns False: nothing is swallowed
ex = ThreadPoolExecutor(max_workers=1)
print(ex.__enter__() is ex, ex.__exit__(None, None, None))
print(ex.__exit__(ValueError, ValueError("v"), None))

# an executor nobody holds any more is collected; its workers stop
import gc  # noqa: E402
import weakref  # noqa: E402
ex = ThreadPoolExecutor(max_workers=2)
print(sum(ex.map(abs, [-1, -2, -3])))
workers = list(ex._threads)
ref = weakref.ref(ex)
del ex
gc.collect()
for t in workers:
    t.join(timeout=10)
print(ref() is None, len(workers) >= 1, any(t.is_alive() for t in workers))

# the base class: submit is abstract, shutdown does nothing
base = Executor()
try:
    base.submit(print)
except NotImplementedError as e:
    print("NotImplementedError", repr(e))
print(base.shutdown(), base.shutdown(wait=False, cancel_futures=True))
with Executor() as b:
    print(type(b).__name__)
try:
    list(Executor().map(abs, [1]))
except NotImplementedError:
    print("map goes through submit")
