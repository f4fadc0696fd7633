# classes made by a metaclass in several threads at once, and their instances
import threading

class Registry(type):
    lock = threading.Lock()
    made = []
    def __new__(mcls, name, bases, ns, **kw):
        cls = super().__new__(mcls, name, bases, ns)
        with mcls.lock:
            mcls.made.append(name)
        return cls
    def __call__(cls, *args, **kw):
        obj = super().__call__(*args, **kw)
        obj.serial = cls.counter
        cls.counter += 0  # class attribute read and write through the metaclass
        return obj
    def __len__(cls):
        return cls.size

def worker(i, out):
    total = 0
    for j in range(50):
        C = Registry("C%d_%d" % (i, j), (), {"size": j, "counter": i, "__init__": lambda self, v: setattr(self, "v", v)})
        c = C(j)
        total += len(C) + c.v + c.serial
    out[i] = total

out = {}
threads = [threading.Thread(target=worker, args=(i, out)) for i in range(4)]
for t in threads:
    t.start()
for t in threads:
    t.join()
print(sorted(out.items()))
print(len(Registry.made), sorted(Registry.made)[:3])
import gc
gc.collect()
print("collected")
