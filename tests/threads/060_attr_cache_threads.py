# Attribute caches under threads (vm/eval.c keeps them per thread): four
# threads read and write attributes and call methods on their own objects of
# shared classes while the main thread keeps replacing a class attribute and
# a method; every value a thread sees must be one the class really held.
import threading

class Base:
    scale = 1
    def get(self):
        return self.v * self.scale
class Sub(Base):
    def __init__(self, v):
        self.v = v

ok = [True] * 4
counts = [0] * 4
stop = threading.Event()
started = threading.Barrier(5)

def worker(k):
    objs = [Sub(i) for i in range(1, 6)]
    started.wait()
    n = 0
    while not stop.is_set() or n < 2000:
        for o in objs:
            o.v = o.v
            r = o.get()
            if r not in (o.v * 1, o.v * 2, -o.v):
                ok[k] = False
            s = o.scale
            if s not in (1, 2):
                ok[k] = False
        n += 1
    counts[k] = n

threads = [threading.Thread(target=worker, args=(k,)) for k in range(4)]
for t in threads:
    t.start()
started.wait()
for i in range(3000):
    Base.scale = 2 if i % 2 == 0 else 1
    if i % 3 == 0:
        Base.get = lambda self: -self.v if self.scale == 2 else self.v * self.scale
    elif i % 3 == 1:
        Base.get = lambda self: self.v * self.scale
stop.set()
for t in threads:
    t.join()
Base.scale = 1
Base.get = lambda self: self.v * 10
print(all(ok), all(c >= 2000 for c in counts), Sub(3).get(), Sub(4).scale)
