# Generators shared by threads.  A generator runs in one thread at a time:
# next() or send() on a generator that another thread is running raises
# ValueError("generator already executing"), as in CPython, and the frame is
# never entered twice.  So when 8 threads drain one generator (retrying
# after that ValueError), every value is produced exactly once; generator
# expressions and a yield-from pipeline too, and send() from 8 threads.
# close() and throw() from other threads while one runs the generator
# either work or raise that ValueError, and a closed generator stays
# closed.  Argument scale=F multiplies the sizes.  Left out: built-in
# iterators (list, dict, set, range, zip, ...) shared by threads, whose
# steps are not atomic in fpy (items repeated or skipped; ThreadSanitizer
# reports the race).
import sys
import threading

sys.path.insert(0, sys.path[0] + "/stress_mods")
from stresslib import size, check  # noqa: E402


NT = 8
N = size(40000)
messages = set()
mlock = threading.Lock()


def note(e):
    """Keep the message of an expected ValueError (checked at the end)."""
    with mlock:
        messages.add(str(e))


def drain_shared(make):
    g = make()
    got = [None] * NT
    start = threading.Barrier(NT)

    def worker(i):
        start.wait()
        mine = []
        while True:
            try:
                mine.append(next(g))
            except StopIteration:
                break
            except ValueError as e:
                note(e)
        got[i] = mine

    ts = [threading.Thread(target=worker, args=(i,)) for i in range(NT)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    return sorted(v for m in got for v in m)


def counting():
    k = 0
    while k < N:
        x = [k, k + 1]          # some work inside the frame, between yields
        yield x[0]
        k = x[1]


def inner(lo, hi):
    for k in range(lo, hi):
        yield k


def outer():
    step = max(1, N // 10)
    for lo in range(0, N, step):
        yield from inner(lo, min(N, lo + step))


want = list(range(N))
check("shared generator: each value once", drain_shared(counting) == want)
check("shared genexpr: each value once", drain_shared(lambda: (k for k in range(N))) == want)
check("shared yield from: each value once", drain_shared(outer) == want)


def summer():
    total = 0
    while True:
        x = yield total
        if x is None:
            return
        total += x


# send() from several threads: each accepted send is added exactly once
g = summer()
next(g)
accepted = [0] * NT
start = threading.Barrier(NT)


def sender(i):
    start.wait()
    n = 0
    for k in range(size(5000)):
        while True:
            try:
                g.send(1)
                n += 1
                break
            except ValueError as e:
                note(e)
    accepted[i] = n


ts = [threading.Thread(target=sender, args=(i,)) for i in range(NT)]
for t in ts:
    t.start()
for t in ts:
    t.join()
check("send from threads", sum(accepted) == NT * size(5000) and g.send(0) == NT * size(5000),
      sum(accepted))

# close() and throw() racing a thread that runs the generator (plain and
# inside `yield from`): each either works or raises "generator already
# executing", and once close() has returned the generator is finished.
closed_ok = [0]


def ticker():
    k = 0
    while True:
        yield k
        k += 1


def delegating():
    yield from ticker()


ROUNDS = size(300)
for rnd in range(ROUNDS):
    g = (ticker if rnd % 2 else delegating)()
    start = threading.Barrier(3)

    def runner():
        start.wait()
        try:
            for v in g:
                pass
        except ValueError as e:
            note(e)

    def closer():
        start.wait()
        while True:
            try:
                g.close()
                return
            except ValueError as e:
                note(e)

    def thrower():
        start.wait()
        try:
            g.throw(KeyError("stop"))
        except (ValueError, KeyError) as e:
            if isinstance(e, ValueError):
                note(e)

    ts = [threading.Thread(target=f) for f in (runner, closer, thrower)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    try:
        next(g)
    except StopIteration:
        closed_ok[0] += 1
check("close from another thread", closed_ok[0] == ROUNDS, closed_ok[0])

check("only 'generator already executing'", messages <= {"generator already executing"}, messages)
