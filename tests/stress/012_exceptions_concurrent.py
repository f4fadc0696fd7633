# Exceptions raised, caught, chained and re-raised in 16 threads at once:
# each thread's handlers see only its own exceptions (sys.exc_info(), the
# __context__ / __cause__ chain, traceback line numbers, `finally` order),
# exceptions cross generator and call boundaries, and objects are freed
# while tracebacks hold frames.  Then 32 threads end with an uncaught
# exception at the same time: each prints its traceback on stderr, the
# program goes on; it ends with SystemExit("all threads done") (exit 1, that
# message last on stderr).  Argument scale=F multiplies the sizes.
import sys
import threading

sys.path.insert(0, sys.path[0] + "/stress_mods")
from stresslib import size, check  # noqa: E402


class Tagged(Exception):
    def __init__(self, tid, k):
        super().__init__(tid, k)
        self.tid = tid
        self.k = k


def deep(tid, k, depth):
    if depth == 0:
        raise Tagged(tid, k)
    return deep(tid, k, depth - 1) + 1


def gen(tid, n):
    for k in range(n):
        try:
            yield k
        finally:
            pass
        if k % 7 == 6:
            raise Tagged(tid, -k)


try:
    deep(0, 0, 0)
except Tagged as e:
    RAISE_LINE = e.__traceback__.tb_next.tb_lineno   # the line of `raise` in deep
NT = 16
PER = size(8000)
bad = []
caught = [0] * NT
start = threading.Barrier(NT)


def worker(tid):
    start.wait()
    n = 0
    order = []
    for k in range(PER):
        # a raise deep in calls, caught here
        try:
            deep(tid, k, k % 20)
        except Tagged as e:
            info = sys.exc_info()
            if info[1] is not e or e.tid != tid or e.k != k:
                bad.append(("exc_info", tid, k))
            tb = e.__traceback__
            depth = 0
            while tb.tb_next is not None:
                tb = tb.tb_next
                depth += 1
            if tb.tb_lineno != RAISE_LINE or depth != k % 20 + 1:
                bad.append(("traceback", tid, tb.tb_lineno, depth))
            n += 1
        if sys.exc_info()[0] is not None:
            bad.append(("exc_info after except", tid))
        # chaining: implicit context and explicit cause
        try:
            try:
                {}[("missing", tid, k)]
            except KeyError as ke:
                try:
                    raise Tagged(tid, k) from ke
                except Tagged as te:
                    raise ValueError(tid)
        except ValueError as ve:
            c = ve.__context__
            if not (isinstance(c, Tagged) and c.tid == tid and isinstance(c.__cause__, KeyError)
                    and c.__cause__.args[0] == ("missing", tid, k)):
                bad.append(("chain", tid, k))
            n += 1
        # finally runs in order, also on the way out of a return
        del order[:]
        try:
            try:
                order.append(1)
                raise Tagged(tid, k)
            finally:
                order.append(2)
        except Tagged:
            order.append(3)
        finally:
            order.append(4)
        if order != [1, 2, 3, 4]:
            bad.append(("finally", tid, order[:]))
        # an exception out of a generator, and one thrown into it
        if k % 50 == 0:
            got = []
            try:
                for v in gen(tid, 100):
                    got.append(v)
            except Tagged as e:
                if e.k != -6 or got != list(range(7)):
                    bad.append(("gen", tid, got))
                n += 1
            g = gen(tid, 100)
            next(g)
            try:
                g.throw(Tagged(tid, k))
            except Tagged as e:
                if e.tid != tid:
                    bad.append(("throw", tid))
                n += 1
    caught[tid] = n


ts = [threading.Thread(target=worker, args=(i,)) for i in range(NT)]
for t in ts:
    t.start()
for t in ts:
    t.join()
per = 2 * PER + 2 * len(range(0, PER, 50))
check("handlers saw their own exceptions", not bad, bad[:3])
check("every exception caught", caught == [per] * NT, caught)

# uncaught, at once
go = threading.Event()


def fail(i):
    go.wait()
    raise ValueError("thread fails")


ts = [threading.Thread(target=fail, args=(i,), name="failing-%d" % i) for i in range(32)]
for t in ts:
    t.start()
go.set()
for t in ts:
    t.join()
check("threads ended", not any(t.is_alive() for t in ts))
sys.stdout.flush()
raise SystemExit("all threads done")
