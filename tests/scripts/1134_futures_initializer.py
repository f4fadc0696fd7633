# concurrent.futures: initializer/initargs run once per worker; an
# initializer that raises breaks the pool (BrokenThreadPool for the queued
# calls and every later submit) and is reported on stderr.
import contextlib
import io
import threading
from concurrent.futures import ThreadPoolExecutor, BrokenExecutor
from concurrent.futures.thread import BrokenThreadPool

lock = threading.Lock()
inits = []
local = threading.local()


def init(tag, n=0, *, key=None):
    local.tag = (tag, n, key)
    with lock:
        inits.append(threading.current_thread().name)


barrier = threading.Barrier(3)


def work(i):
    if i < 3:
        barrier.wait()
    return local.tag


with ThreadPoolExecutor(max_workers=3, thread_name_prefix="w", initializer=init, initargs=("ready", 5)) as ex:
    print(set(ex.map(work, range(12))))
print(sorted(inits))

with ThreadPoolExecutor(max_workers=1, initializer=init, initargs=["list", 1]) as ex:
    print(ex.submit(work, 99).result())
with ThreadPoolExecutor(max_workers=1, initializer=lambda: None) as ex:
    print(ex.submit(lambda: "no initargs").result())

# initargs that do not fit the initializer: it raises, the pool breaks
err = io.StringIO()
with contextlib.redirect_stderr(err):
    ex = ThreadPoolExecutor(max_workers=1, initializer=init, initargs=())
    f = ex.submit(abs, -1)
    e = f.exception()
    ex.shutdown()
print(type(e).__name__, e)
lines = err.getvalue().splitlines()
print(lines[0], "|", lines[-1])

# an initializer that raises
started = threading.Event()
go = threading.Event()


def broken_init(msg):
    started.set()
    go.wait()
    raise OSError(msg)


err = io.StringIO()
with contextlib.redirect_stderr(err):
    ex = ThreadPoolExecutor(max_workers=1, initializer=broken_init, initargs=("no device",))
    futs = [ex.submit(abs, -i) for i in range(3)]
    started.wait()
    go.set()
    for f in futs:
        e = f.exception()
        print(type(e).__name__, isinstance(e, BrokenExecutor), isinstance(e, RuntimeError), e)
    try:
        ex.submit(abs, 1)
    except BrokenThreadPool as e:
        print("submit: BrokenThreadPool", e)
    try:
        ex.map(abs, [1, 2])
    except BrokenThreadPool as e:
        print("map: BrokenThreadPool", e.args)
    ex.shutdown(wait=True)
lines = err.getvalue().splitlines()
print(lines[0], "|", lines[1], "|", lines[-1])
print(len([l for l in lines if l == "Exception in initializer:"]))

# a BaseException from the initializer breaks the pool too
err = io.StringIO()


def exits():
    raise SystemExit(3)


with contextlib.redirect_stderr(err):
    ex = ThreadPoolExecutor(max_workers=2, initializer=exits)
    e = ex.submit(print, "never").exception()
    ex.shutdown()
print(type(e).__name__, err.getvalue().splitlines()[-1])
print(BrokenThreadPool.__mro__[1:4])
