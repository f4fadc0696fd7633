# Level 2: a generator resumed by a thread other than its creator; a concurrent resume raises ValueError: generator already executing.
import threading, time
def gen():
    for i in range(5):
        yield i
g = gen()
res = [next(g)]
def worker():
    res.append(next(g))
    res.append(next(g))
t = threading.Thread(target=worker); t.start(); t.join()
res.append(next(g))
print(res)
# concurrent resume
ev = threading.Event()
ev2 = threading.Event()
def slow():
    ev.set()
    ev2.wait()
    yield "slow"
s = slow()
out = []
def runner():
    out.append(next(s))
t = threading.Thread(target=runner); t.start()
ev.wait()
time.sleep(0.05)
try:
    next(s)
except ValueError as e:
    print("ValueError:", e)
ev2.set(); t.join()
print(out)
