# threading: Timer start/cancel, Barrier with action and timeout, Condition.wait_for,
# Event.wait return values.
import threading, time

fired = []
t = threading.Timer(0.01, fired.append, args=('timer',), kwargs=None)
t.start(); t.join()
print(fired, t.is_alive(), t.finished.is_set())
t = threading.Timer(5, fired.append, args=('never',))
t.start(); t.cancel(); t.join(2)
print(fired, t.is_alive(), t.finished.is_set())
t = threading.Timer(0.01, lambda **kw: fired.append(sorted(kw.items())), kwargs={'a': 1})
t.start(); t.join()
print(fired)

actions = []
b = threading.Barrier(3, action=lambda: actions.append('action'))
results = []
lock = threading.Lock()
def party():
    i = b.wait()
    with lock:
        results.append(i)
ths = [threading.Thread(target=party) for _ in range(3)]
for x in ths: x.start()
for x in ths: x.join()
print(sorted(results), actions, b.n_waiting, b.parties, b.broken)

b = threading.Barrier(2, timeout=0.05)
try:
    b.wait()
except threading.BrokenBarrierError as e:
    print('BrokenBarrierError', repr(e), b.broken)
try:
    b.wait()
except threading.BrokenBarrierError:
    print('still broken')
b.reset()
print(b.broken)
def boom():
    raise ValueError('action failed')
b = threading.Barrier(2, action=boom)
out = []
def w2():
    try:
        b.wait(2)
        out.append('ok')
    except ValueError as e:
        out.append('ValueError')
    except threading.BrokenBarrierError:
        out.append('broken')
ths = [threading.Thread(target=w2) for _ in range(2)]
for x in ths: x.start()
for x in ths: x.join()
print(sorted(out), b.broken)
b = threading.Barrier(3)
def aborter():
    time.sleep(0.02)
    b.abort()
at = threading.Thread(target=aborter); at.start()
try:
    b.wait(5)
except threading.BrokenBarrierError:
    print('aborted')
at.join()
print(issubclass(threading.BrokenBarrierError, RuntimeError))

cond = threading.Condition()
state = {'n': 0}
def producer():
    for i in range(5):
        with cond:
            state['n'] += 1
            cond.notify_all()
pt = threading.Thread(target=producer)
with cond:
    pt.start()
    r = cond.wait_for(lambda: state['n'] >= 5, timeout=5)
pt.join()
print('wait_for', r, state['n'])
with cond:
    print('wait_for timeout', cond.wait_for(lambda: 0, timeout=0.01), cond.wait_for(lambda: 'truthy', timeout=0))
    print('wait timeout', cond.wait(0.01))
try:
    cond.wait(0)
except RuntimeError as e:
    print('RuntimeError', e)
try:
    cond.notify()
except RuntimeError as e:
    print('RuntimeError', e)

e = threading.Event()
print(e.wait(0.01), e.wait(0), e.is_set())
threading.Timer(0.01, e.set).start()
print(e.wait(5), e.is_set())
e.clear()
print(e.wait(timeout=0))
