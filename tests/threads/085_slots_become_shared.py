# __slots__ fields follow the lists' rule (api.h's slot_field_load/store):
# the owner releases a replaced value at once until another thread reads a
# field, then through QSBR.  There is no lock: the reader's first read sets
# the flag while the owner may be in the middle of a store.  Each value
# stored is a fresh list [i, i, i]: a reader that got a freed one would
# crash under the sanitizers or see its items torn.
import threading

N = 30000


class P:
    __slots__ = ("a", "b")

    def __init__(self):
        self.a = [0, 0, 0]
        self.b = 0.5


def check(v):
    return len(v) == 3 and v[0] == v[1] == v[2]


results = []
p = P()                            # owned by the main thread
go = threading.Event()


def reader(obj, n):
    go.wait()
    bad = 0
    for r in range(n):
        if not check(obj.a):
            bad += 1
        if obj.b < 0.5:
            bad += 1
    results.append(("reader", bad))


def busy():
    mine = P()                     # another thread runs: stores may be read
    for i in range(N):
        mine.a = [i, i, i]
        mine.b = mine.b + 1.0
    results.append(("busy", check(mine.a), mine.b == N + 0.5))


t0 = threading.Thread(target=busy)
t0.start()
t1 = threading.Thread(target=reader, args=(p, N))
t1.start()
for i in range(N):                 # the reader starts part-way through
    if i == 2000:
        go.set()
    p.a = [i, i, i]
    p.b = p.b + 1.0
t1.join()
t0.join()

# A writer that does not own the object: the main thread reads while a
# worker replaces the fields of the main thread's object.
q = P()


def writer():
    for i in range(N):
        q.a = [i, i, i]
        q.b = q.b + 1.0


t2 = threading.Thread(target=writer)
t2.start()
bad = 0
while t2.is_alive():
    if not check(q.a):
        bad += 1
t2.join()
print(sorted(results), check(p.a), p.b, q.a[0], q.b, bad)
