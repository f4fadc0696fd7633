# concurrent.futures: many workers and map ordering, done callbacks, wait on
# done futures, bound methods/partials, __cause__, exception hierarchy, repr.
import concurrent.futures as cf, functools, re, threading, time

with cf.ThreadPoolExecutor(max_workers=8) as ex:
    print(list(ex.map(lambda x: x * x, range(40))) == [x * x for x in range(40)])
    print(list(ex.map(pow, [2, 3, 4], [5, 2], )))
    print(list(ex.map(str.upper, 'abc', chunksize=2)))

class Acc:
    def __init__(self): self.n = 10
    def add(self, k): return self.n + k
acc = Acc()
with cf.ThreadPoolExecutor(max_workers=3) as ex:
    fs = [ex.submit(acc.add, 1), ex.submit(lambda: 'lam'), ex.submit(functools.partial(int, '11', base=2)),
          ex.submit(max, 3, 9, key=lambda v: -v), ex.submit(sorted, [3, 1, 2], reverse=True)]
    print([f.result() for f in fs])

order = []
f = cf.Future()
f.add_done_callback(lambda fut: order.append(('a', fut.result())))
f.add_done_callback(lambda fut: order.append(('b', fut.done())))
f.set_result(7)
f.add_done_callback(lambda fut: order.append(('late', fut.result())))
print(order)

done_fs = []
for i in range(3):
    g = cf.Future(); g.set_result(i); done_fs.append(g)
e = cf.Future(); e.set_exception(KeyError('k'))
done, notdone = cf.wait(done_fs + [e], timeout=0)
print(len(done), len(notdone))
done, notdone = cf.wait(done_fs + [e], return_when=cf.FIRST_EXCEPTION)
print(len(done), len(notdone))
p = cf.Future()
done, notdone = cf.wait([p, done_fs[0]], timeout=0.01, return_when=cf.ALL_COMPLETED)
print(len(done), len(notdone))
done, notdone = cf.wait([p, done_fs[0]], return_when=cf.FIRST_COMPLETED)
print(len(done), len(notdone))
print(sorted(x.result() for x in cf.as_completed(done_fs)))

def chained():
    try:
        {}['missing']
    except KeyError as k:
        raise RuntimeError('wrapped') from k
with cf.ThreadPoolExecutor(1) as ex:
    fut = ex.submit(chained)
    exc = fut.exception()
    print(type(exc).__name__, exc, type(exc.__cause__).__name__, exc.__cause__)
    try:
        fut.result()
    except RuntimeError as r:
        print('result raised', r, repr(r.__cause__))

print(issubclass(cf.BrokenExecutor, RuntimeError), issubclass(cf.thread.BrokenThreadPool, cf.BrokenExecutor),
      issubclass(cf.CancelledError, Exception), issubclass(cf.TimeoutError, Exception), cf.TimeoutError is TimeoutError,
      issubclass(cf.InvalidStateError, cf._base.Error))

def norm(r):
    return re.sub(r'0x[0-9a-fA-F]+', 'ADDR', r)
f1 = cf.Future()
print(norm(repr(f1)))
f1.set_running_or_notify_cancel()
print(norm(repr(f1)))
f1.set_result([1])
print(norm(repr(f1)))
f2 = cf.Future(); f2.set_exception(ValueError('v'))
print(norm(repr(f2)))
f3 = cf.Future(); print(f3.cancel(), norm(repr(f3)), f3.cancelled())
try:
    f3.result()
except cf.CancelledError as c:
    print('CancelledError', repr(c))
try:
    f1.set_result(2)
except cf.InvalidStateError as s:
    print('InvalidStateError', norm(str(s)))
try:
    cf.Future().result(timeout=0.01)
except TimeoutError as t:
    print('TimeoutError', repr(t))

ex = cf.ThreadPoolExecutor(2)
ex.shutdown()
try:
    ex.submit(print)
except RuntimeError as r:
    print('RuntimeError', r)
try:
    cf.ThreadPoolExecutor(0)
except ValueError as v:
    print('ValueError', v)
