# Threads read attributes of instances while another thread adds and removes
# __getattribute__ and other dunders on their class: every read is either the plain or the
# hooked value, never a stale cache entry once the change is made and seen.
import threading
class P:
    def __init__(self):
        self.v = 1
    def m(self):
        return 1
def hook(self, name):
    if name == 'v':
        return 10
    return object.__getattribute__(self, name)
stop = False
bad = []
phase_seen = []
go = threading.Event()
def reader():
    p = P()
    go.wait()
    while not stop:
        r = p.v + p.m()
        if r not in (2, 11):
            bad.append(r)
        if len(p) not in (0, 5) if hasattr(P, '__len__') else False:
            bad.append('len')
readers = [threading.Thread(target=reader) for _ in range(3)]
for t in readers:
    t.start()
go.set()
for i in range(300):
    P.__getattribute__ = hook
    P.__len__ = lambda self: 5
    del P.__getattribute__
    P.__len__ = lambda self: 0
stop = True
for t in readers:
    t.join()
print("bad reads", bad)
p = P()
def read():
    return p.v, p.m()
print("plain", read(), read())
P.__getattribute__ = hook
print("hooked", read(), read())
results = []
def late_reader():
    results.append(read())
t = threading.Thread(target=late_reader)
t.start()
t.join()
print("hooked in another thread", results)
del P.__getattribute__
print("plain again", read(), len(p))
