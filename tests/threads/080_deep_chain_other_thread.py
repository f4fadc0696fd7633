# A deep chain freed by a thread that does not own it (a queued decrement
# merged by its owner's pooled thread, or a merged count reaching zero).
import threading
N = 200000
box = []
def build():
    l = []
    for i in range(N):
        l = [l]
    box.append(l)
t = threading.Thread(target=build); t.start(); t.join()
box.clear()      # the last reference, dropped by a thread that does not own the chain
print("dropped by another thread")
def build_and_drop():
    d = {}
    for i in range(N):
        d = {0: d}
    del d
ts = [threading.Thread(target=build_and_drop) for _ in range(4)]
for t in ts: t.start()
for t in ts: t.join()
print("threads freed their own chains")
shared = {}
def build2():
    l = []
    for i in range(N):
        l = [l]
    shared["x"] = l
t = threading.Thread(target=build2); t.start(); t.join()
def drop():
    shared.pop("x")
t = threading.Thread(target=drop); t.start(); t.join()
print("dropped by a third thread")
