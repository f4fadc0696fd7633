# concurrent.futures: nested executors (a call that submits to another
# pool, or to its own, and waits), and one executor shared by several
# threads submitting, waiting and iterating at once.
import threading
from concurrent.futures import ThreadPoolExecutor, wait, as_completed, FIRST_COMPLETED

# a call that uses a second pool
outer = ThreadPoolExecutor(max_workers=2, thread_name_prefix="outer")
inner = ThreadPoolExecutor(max_workers=3, thread_name_prefix="inner")


def fan_out(n):
    fs = [inner.submit(lambda i=i: (i * i, threading.current_thread().name.split("_")[0])) for i in range(n)]
    vals = [f.result() for f in fs]
    return sum(v for v, _ in vals), {name for _, name in vals}, threading.current_thread().name.split("_")[0]


print([outer.submit(fan_out, n).result() for n in (1, 3, 5)])
print(sorted(r[0] for r in outer.map(fan_out, range(6))))
inner.shutdown()
outer.shutdown()

# a call that submits to its own pool (enough workers for both)
with ThreadPoolExecutor(max_workers=4) as ex:
    def fib(n):
        if n < 2:
            return n
        if n < 5:
            return fib(n - 1) + fib(n - 2)
        a = ex.submit(fib, n - 1)
        return a.result() + fib(n - 2)

    print(ex.submit(fib, 7).result())

# executors made and shut down inside a worker
def make_pool(k):
    with ThreadPoolExecutor(max_workers=2) as mine:
        return sum(mine.map(lambda x: x + k, range(10)))


with ThreadPoolExecutor(max_workers=3) as ex:
    print(sorted(ex.map(make_pool, range(5))))

# several threads share one executor
NTHREADS = 4
PER = 50
shared = ThreadPoolExecutor(max_workers=3)
lock = threading.Lock()
totals = {}
callbacks = [0]
start = threading.Barrier(NTHREADS)


all_called = threading.Event()


def counted(fut):
    with lock:
        callbacks[0] += 1
        if callbacks[0] == NTHREADS * PER:
            all_called.set()


def client(k):
    start.wait()
    fs = []
    for i in range(PER):
        f = shared.submit(lambda i=i: k * 1000 + i)
        f.add_done_callback(counted)
        fs.append(f)
    if k % 2:
        got = [f.result() for f in as_completed(fs)]
    else:
        done, not_done = wait(fs)
        got = [f.result() for f in done] + (["missing"] if not_done else [])
    more = list(shared.map(lambda x: -x, range(k, k + 5)))
    with lock:
        totals[k] = (len(got), sum(got) == sum(k * 1000 + i for i in range(PER)), more)


threads = [threading.Thread(target=client, args=(k,)) for k in range(NTHREADS)]
for t in threads:
    t.start()
for t in threads:
    t.join()
print(sorted(totals.items()))
# a future's waiters wake before its done-callbacks run (set_result, as in
# CPython): the last callbacks may still be on their way when the clients end
all_called.wait(10)
print(callbacks[0] == NTHREADS * PER)

# a thread shuts the shared executor down while another waits on its futures
gate = threading.Event()
running = threading.Semaphore(0)


def long_call():
    running.release()
    gate.wait()
    return "long"


busy = [shared.submit(long_call) for _ in range(3)]  # every worker
for _ in busy:
    running.acquire()
queued = [shared.submit(abs, -i) for i in range(1, 4)]
first_done = []
waiter = threading.Thread(target=lambda: first_done.append(wait(busy + queued, return_when=FIRST_COMPLETED)))
waiter.start()
stopper = threading.Thread(target=shared.shutdown, kwargs={"wait": True, "cancel_futures": True})
stopper.start()
while not all(f.cancelled() for f in queued):
    pass
gate.set()
stopper.join()
waiter.join()
print([f.result() for f in busy], [f.cancelled() for f in queued], len(first_done[0].done) >= 1)
errors = []


def late_submit():
    try:
        shared.submit(print, "never")
    except RuntimeError as e:
        errors.append(str(e))


ts = [threading.Thread(target=late_submit) for _ in range(3)]
for t in ts:
    t.start()
for t in ts:
    t.join()
print(errors)
