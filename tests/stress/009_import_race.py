# Concurrent imports of .py modules: 12 threads import the same 8 fresh
# modules at the same moment, each thread in a different order (so some
# threads import the same module at once and others different ones), and
# every round starts again with the modules removed from sys.modules.  Each
# module body runs exactly once per round, every thread gets the module
# object of sys.modules, and what it gets is complete (COMPLETE, set last,
# holds the expected values).  Also `from ... import` in the race.
# Argument scale=F multiplies the number of rounds.  Chains of imports (a
# imports b, b imports c) race in 017_import_chain_race.py.
import sys
import threading

sys.path.insert(0, sys.path[0] + "/stress_mods")
from stresslib import size, check  # noqa: E402


import imp_runs


def imp_a():
    import imp_a
    return imp_a


def imp_b():
    import imp_b
    return imp_b


def imp_c():
    from imp_c import COMPLETE
    import imp_c
    return imp_c if imp_c.COMPLETE is COMPLETE else None


def imp_d():
    import imp_d
    return imp_d


def imp_e():
    import imp_e
    return imp_e


def imp_f():
    from imp_f import Thing, COMPLETE
    import imp_f
    return imp_f if imp_f.Thing is Thing else None


def imp_g():
    import imp_g
    return imp_g


def imp_h():
    import imp_h
    return imp_h


IMPORTS = [imp_a, imp_b, imp_c, imp_d, imp_e, imp_f, imp_g, imp_h]
NAMES = ["imp_" + c for c in "abcdefgh"]


def expected(name):
    i = "abcdefgh".index(name[-1])
    table = {k: k * (i + 2) for k in range(300)}
    acc = sum(table[k % 300] for k in range(3000))
    return (name, sum(k * (i + 2) for k in range(100)), acc)


WANT = {n: expected(n) for n in NAMES}
NT = 12
ROUNDS = size(100)
bad = []


def importer(i, barrier, got):
    barrier.wait()
    order = IMPORTS[i % 8:] + IMPORTS[:i % 8]
    if i >= 8:
        order.reverse()
    for imp in order:
        m = imp()
        if m is None:
            bad.append(("from-import differs", i))
        else:
            got.append(m)


runs_ok = True
for r in range(ROUNDS):
    for n in NAMES:
        sys.modules.pop(n, None)
    del imp_runs.runs[:]
    barrier = threading.Barrier(NT)
    gots = [[] for i in range(NT)]
    ts = [threading.Thread(target=importer, args=(i, barrier, gots[i])) for i in range(NT)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    if sorted(imp_runs.runs) != NAMES:
        runs_ok = False
        bad.append(("runs", r, sorted(imp_runs.runs)))
    for g in gots:
        if len(g) != 8:
            bad.append(("missing", r, len(g)))
        for m in g:
            if m is not sys.modules[m.__name__]:
                bad.append(("not sys.modules", r, m.__name__))
            if getattr(m, "COMPLETE", None) != WANT[m.__name__]:
                bad.append(("incomplete", r, m.__name__))
check("each body ran once per round", runs_ok, bad[:3])
check("complete modules", not bad, bad[:3])
