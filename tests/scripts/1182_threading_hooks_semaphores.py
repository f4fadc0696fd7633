# threading: semaphore over-release, excepthook replacement, Thread repr pieces,
# enumerate/active_count after joins, native ids, main_thread.
import threading, re, sys

s = threading.BoundedSemaphore(2)
s.acquire(); s.release()
try:
    s.release()
except ValueError as e:
    print('ValueError', e)
s2 = threading.Semaphore(0)
print(s2.acquire(blocking=False), s2.acquire(timeout=0.01))
s2.release(3)
print([s2.acquire(False) for _ in range(4)])
try:
    threading.Semaphore(-1)
except ValueError as e:
    print('ValueError', e)
try:
    s2.release(0)
except ValueError as e:
    print('ValueError', e)
try:
    s2.acquire(False, 1)
except ValueError as e:
    print('ValueError', e)
bs = threading.BoundedSemaphore(3)
bs.acquire(); bs.acquire()
try:
    bs.release(3)
except ValueError as e:
    print('ValueError', e)
bs.release(2)
print(bs._value)

got = []
def hook(args):
    got.append((args.exc_type.__name__, str(args.exc_value), args.exc_traceback is not None,
                args.thread.name, type(args).__name__))
old = threading.excepthook
threading.excepthook = hook
def fail():
    raise KeyError('in thread')
t = threading.Thread(target=fail, name='failer')
t.start(); t.join()
def exit_thread():
    sys.exit(3)
t = threading.Thread(target=exit_thread, name='exiter')
t.start(); t.join()
threading.excepthook = old
print(got)
print(threading.__excepthook__ is old, threading.ExceptHookArgs.__name__ if hasattr(threading, 'ExceptHookArgs') else None)

def norm(r):
    return re.sub(r'\d{3,}', 'N', r)
d = threading.Thread(target=lambda: None, name='worker-x', daemon=True)
print(norm(repr(d)), d.daemon, d.is_alive(), d.ident, d.native_id)
d.start(); d.join()
print(norm(repr(d)), d.ident is not None, isinstance(d.native_id, int))
nd = threading.Thread(target=lambda: None)
print(nd.daemon, nd.name.startswith('Thread-'), nd.name.endswith('(<lambda>)'))
try:
    d.daemon = False
except RuntimeError as e:
    print('RuntimeError', e)
try:
    d.start()
except RuntimeError as e:
    print('RuntimeError', e)
try:
    threading.Thread().join()
except RuntimeError as e:
    print('RuntimeError', e)
try:
    threading.current_thread().join()
except RuntimeError as e:
    print('RuntimeError', e)

before = threading.active_count()
ev = threading.Event()
ths = [threading.Thread(target=ev.wait, name='w%d' % i) for i in range(4)]
for t in ths: t.start()
print(threading.active_count() - before, sorted(t.name for t in threading.enumerate() if t.name.startswith('w')))
ev.set()
for t in ths: t.join()
print(threading.active_count() == before, [t.name for t in threading.enumerate()])
print(type(threading.get_native_id()).__name__, type(threading.get_ident()).__name__)
print(threading.main_thread().name, threading.main_thread() is threading.current_thread())
ids = []
t = threading.Thread(target=lambda: ids.append((threading.get_ident(), threading.get_native_id())))
t.start(); t.join()
print(ids[0][0] == t.ident, ids[0][1] == t.native_id, ids[0][0] != threading.get_ident())
print(threading.TIMEOUT_MAX > 1000)
loc = threading.local()
loc.v = 'main'
t = threading.Thread(target=lambda: ids.append(getattr(loc, 'v', 'unset')))
t.start(); t.join()
print(ids[-1], loc.v)
