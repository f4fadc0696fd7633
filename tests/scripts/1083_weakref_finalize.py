# weakref.finalize: called at the object's death, by hand, detached, or at exit
import weakref
import gc


class Res:
    def __init__(self, name):
        self.name = name


def report(*args, **kw):
    print("finalized", args, sorted(kw.items()))
    return "result"


a = Res("a")
f = weakref.finalize(a, report, "a", 1, key="v")
print(f.alive, f.atexit)
obj, func, args, kwargs = f.peek()
print(obj is a, func is report, args, kwargs)
del obj
del a
print(f.alive, f.peek(), f(), f.detach())

b = Res("b")
g = weakref.finalize(b, report, "b")
print(g(), g.alive, g())
del b

c = Res("c")
h = weakref.finalize(c, report, "c")
det = h.detach()
print(det[0] is c, det[1] is report, det[2], h.alive, h.detach())
del c, det


# an object in a cycle: finalized by the collector
class Node:
    pass


n = Node()
n.me = n
weakref.finalize(n, report, "cycle")
del n
print("collecting")
gc.collect()
print("collected")

# finalizers still alive at exit run then, newest first; atexit=False ones never
keep1 = Res("k1")
keep2 = Res("k2")
keep3 = Res("k3")
weakref.finalize(keep1, report, "exit 1")
weakref.finalize(keep2, report, "exit 2")
q = weakref.finalize(keep3, report, "never")
q.atexit = False
print(q.atexit, q.alive)


def boom():
    raise ValueError("in a finalizer")


d = Res("d")
weakref.finalize(d, print, "finalizer with print", sep=": ")
del d
print("end of script")
