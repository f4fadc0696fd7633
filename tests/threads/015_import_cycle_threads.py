# Two threads import two modules that import each other, one each, at the
# same moment: each waits for the other's module lock, a deadlock that the
# import system detects (one of them gets the other's module partly made,
# as in a circular import in one thread).  Both finish; each body runs once.
import sys
import threading

sys.path.insert(0, sys.path[0] + "/import_mods")
import import_counter

barrier = threading.Barrier(2)
done = []


def importer(which):
    barrier.wait()
    if which == "a":
        import cycle_a
        done.append(cycle_a.name)
    else:
        import cycle_b
        done.append(cycle_b.name)


ts = [threading.Thread(target=importer, args=(w,)) for w in "ab"]
for t in ts:
    t.start()
for t in ts:
    t.join()
print("done:", sorted(done))
print("runs:", sorted(import_counter.runs))
print(sys.modules["cycle_a"].name, sys.modules["cycle_b"].name)
