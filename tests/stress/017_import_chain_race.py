# Concurrent imports along a chain: chain_a imports chain_b, which imports
# chain_c, which imports chain_d.  12 threads start at different links at
# the same moment, so a thread that waits for one link's import finds that
# link's owner waiting in turn for a link further down.  Each round starts
# again with the modules removed from sys.modules.  No import is circular,
# so none may hand out a partly made module: every link's COMPLETE (set
# last, holding the next link's) is there, each body runs once per round,
# and no thread fails.  Argument scale=F multiplies the number of rounds.
import sys
import threading

sys.path.insert(0, sys.path[0] + "/stress_mods")
from stresslib import size, check  # noqa: E402


import imp_runs

NAMES = ["chain_a", "chain_b", "chain_c", "chain_d"]
ACC = sum(k % 7 for k in range(2000))
WANT = {}
nxt = None
for n in reversed(NAMES):
    WANT[n] = (n, ACC, nxt)
    nxt = WANT[n]
NT = 12
ROUNDS = size(150)
bad = []


def imp_a():
    import chain_a
    return chain_a


def imp_b():
    import chain_b
    return chain_b


def imp_c():
    import chain_c
    return chain_c


def imp_d():
    from chain_d import COMPLETE
    import chain_d
    return chain_d if chain_d.COMPLETE is COMPLETE else None


IMPORTS = [imp_a, imp_b, imp_c, imp_d]


def importer(i, barrier, got):
    barrier.wait()
    try:
        got.append(IMPORTS[i % 4]())
        if i >= 4:
            for imp in reversed(IMPORTS):
                got.append(imp())
    except Exception as e:
        bad.append(("raised", type(e).__name__, str(e)))


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
        for m in g:
            if m is None:
                bad.append(("from-import differs", r))
                continue
            if m is not sys.modules[m.__name__]:
                bad.append(("not sys.modules", r, m.__name__))
            if getattr(m, "COMPLETE", None) != WANT[m.__name__]:
                bad.append(("incomplete", r, m.__name__))
check("each body ran once per round", runs_ok, bad[:3])
check("complete modules, no errors", not bad, bad[:3])
