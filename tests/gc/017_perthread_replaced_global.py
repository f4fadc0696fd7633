# An object that another thread reads through a global is counted per
# thread (each thread in its own array) and holds one reference for the
# collector.  Once the global is replaced and nothing else refers to it,
# the next young collections free it, without a full one: a class instance,
# a list, a dict and a str, each read by a worker and then replaced.
import gc
import threading
import weakref


class Box:
    def __init__(self, n):
        self.n = n


class Text(str):
    pass


class Items(list):
    pass


class Table(dict):
    pass


def read_all(k):
    total = 0
    for _ in range(k):
        total += G.n + len(L) + len(D) + len(S)
    return total


results = []
for rnd in range(6):
    G, L, D, S = Box(rnd), Items([rnd] * 3), Table(r=rnd), Text("x" * rnd)
    refs = [weakref.ref(o) for o in (G, L, D, S)]
    t = threading.Thread(target=lambda: results.append(read_all(500)))
    t.start()
    t.join()
    gc.collect(0)  # a collection counts per thread what the worker asked for
    G, L, D, S = Box(-1), Items(), Table(), Text()
    # a young collection frees them; the first may only let the old
    # values out of the globals (a shared dict releases a replaced value
    # once every thread has passed a quiescent state)
    gc.collect(0)
    gc.collect(0)
    print(rnd, [r() is not None for r in refs])
print(results)
