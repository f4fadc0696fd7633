# Thread names, idents, daemon flag, join(timeout), enumerate, local, kwargs.
import threading
import time

print(threading.current_thread().name, threading.main_thread() is threading.current_thread())
print(threading.active_count(), len(threading.enumerate()))
print(threading.get_ident() == threading.main_thread().ident)


def f(a, b=0, *, c=0):
    res.append((a, b, c, threading.current_thread().name))


res = []
t = threading.Thread(target=f, args=(1,), kwargs={"b": 2, "c": 3})
print(t.name.startswith("Thread-"), t.name.endswith("(f)"), t.daemon, t.ident, t.is_alive())
t.start()
t.join()
print(res[0][:3], res[0][3] == t.name, type(t.ident) is int, t.is_alive())
t = threading.Thread(target=f, args=(4,), name="named", daemon=True)
t.start()
t.join()
print(res[1], t.daemon)
try:
    t.start()
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    threading.Thread(target=f).join()
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    threading.current_thread().join()
except RuntimeError as e:
    print("RuntimeError:", e)

ev = threading.Event()
slow = threading.Thread(target=ev.wait)
slow.start()
slow.join(0.02)
print("alive after timeout:", slow.is_alive())
ev.set()
slow.join()
print("alive after set:", slow.is_alive())

loc = threading.local()
loc.x = "main"
seen = []


def g(i):
    seen.append(hasattr(loc, "x"))
    loc.x = i
    time.sleep(0.001)
    seen.append(loc.x == i)


ts = [threading.Thread(target=g, args=(i,)) for i in range(4)]
for t in ts:
    t.start()
for t in ts:
    t.join()
print(seen.count(False), seen.count(True), loc.x)


class Worker(threading.Thread):
    def __init__(self, n):
        super().__init__(name="W%d" % n)
        self.n = n
        self.result = None

    def run(self):
        self.result = sum(range(self.n))


ws = [Worker(n) for n in (10, 100, 1000)]
for w in ws:
    w.start()
for w in ws:
    w.join()
print([(w.name, w.result) for w in ws])
