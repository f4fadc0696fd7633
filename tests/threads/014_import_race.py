# Per-module import locks: threads importing the same new module at the same
# moment run its body once and all get the same, complete module object;
# a circular import inside it sees the partly made module.
import sys
import threading

sys.path.insert(0, sys.path[0] + "/import_mods")
import import_counter

N = 6
barrier = threading.Barrier(N)
got = [None] * N


def importer(i):
    barrier.wait()
    import slow_mod
    got[i] = (slow_mod, slow_mod.done)   # complete: `done` is set last


ts = [threading.Thread(target=importer, args=(i,)) for i in range(N)]
for t in ts:
    t.start()
for t in ts:
    t.join()

first = got[0][0]
print("runs:", import_counter.runs)
print("same module:", all(g[0] is first for g in got))
print("all complete:", all(g[1] for g in got))
print("is sys.modules entry:", sys.modules["slow_mod"] is first)
print("circular import saw:", first.seen_by_circ_b)

