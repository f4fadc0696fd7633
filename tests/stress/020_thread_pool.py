# A thread pool under load: submitter threads push many small calls into
# one shared ThreadPoolExecutor, each future with a done callback that
# counts under a lock, and collect them with as_completed() or wait(),
# while other threads make short-lived executors, use them and shut them
# down.  Then submitters race a shutdown(cancel_futures=True) of another
# pool: every submit either returns a future that ends up finished or
# cancelled, or raises RuntimeError; none hangs and none is lost.  Exact
# counts are checked.  Argument scale=F multiplies the sizes.
import sys
import threading
from concurrent.futures import ThreadPoolExecutor, as_completed, wait, FIRST_COMPLETED, ALL_COMPLETED

sys.path.insert(0, sys.path[0] + "/stress_mods")
from stresslib import size, check  # noqa: E402

NSUBMITTERS = 4
PER_SUBMITTER = size(15000)
BATCH = 50
NCHURN = 2
CHURN_ROUNDS = size(300)
RACE_ROUNDS = size(300)
RACE_SUBMITTERS = 3

lock = threading.Lock()
counts = {"callbacks": 0, "ran": 0}
bad = []


def bump(key, n=1):
    with lock:
        counts[key] += n


def on_done(fut):
    bump("callbacks")
    if not fut.done():
        bad.append("callback before done")


def work(k, i):
    bump("ran")
    return k * 1000003 + i


# ---- phase 1: one shared pool, several submitters, churned pools alongside ----
shared = ThreadPoolExecutor(max_workers=4, thread_name_prefix="shared")
start = threading.Barrier(NSUBMITTERS + NCHURN)
collected = [0] * NSUBMITTERS
sums = [0] * NSUBMITTERS


def submitter(k):
    start.wait()
    total = 0
    got = 0
    i = 0
    while i < PER_SUBMITTER:
        n = min(BATCH, PER_SUBMITTER - i)
        fs = []
        for j in range(i, i + n):
            f = shared.submit(work, k, j)
            f.add_done_callback(on_done)
            fs.append(f)
        mode = (i // BATCH + k) % 3
        if mode == 0:
            for f in as_completed(fs):
                total += f.result()
                got += 1
        elif mode == 1:
            done, not_done = wait(fs, return_when=ALL_COMPLETED)
            if not_done:
                bad.append(("wait left futures", len(not_done)))
            for f in done:
                total += f.result()
                got += 1
        else:
            pending = set(fs)
            while pending:
                done, pending = wait(pending, return_when=FIRST_COMPLETED)
                for f in done:
                    total += f.result()
                    got += 1
        i += n
    collected[k] = got
    sums[k] = total


churn_results = []


def churner(c):
    start.wait()
    ok = 0
    unwaited = []
    for r in range(CHURN_ROUNDS):
        with ThreadPoolExecutor(max_workers=1 + (r + c) % 3) as ex:
            vals = list(ex.map(lambda x: x * 2, range(20)))
            f = ex.submit(sum, vals)
        if f.result() == 380 and vals == [x * 2 for x in range(20)]:
            ok += 1
        # shut down without waiting: the pool finishes on its own
        ex2 = ThreadPoolExecutor(max_workers=2)
        fs = [ex2.submit(abs, -x) for x in range(10)]
        ex2.shutdown(wait=False)
        if sorted(f.result() for f in fs) == list(range(10)):
            ok += 1
        unwaited.append(ex2)
    for ex2 in unwaited:
        ex2.shutdown(wait=True)  # its threads are gone before the count below
    with lock:
        churn_results.append(ok)


threads = [threading.Thread(target=submitter, args=(k,)) for k in range(NSUBMITTERS)]
threads += [threading.Thread(target=churner, args=(c,)) for c in range(NCHURN)]
for t in threads:
    t.start()
for t in threads:
    t.join()
shared.shutdown(wait=True)

expected_sums = [sum(k * 1000003 + i for i in range(PER_SUBMITTER)) for k in range(NSUBMITTERS)]
total_calls = NSUBMITTERS * PER_SUBMITTER
check("every future collected once", collected == [PER_SUBMITTER] * NSUBMITTERS, collected)
check("results summed right", sums == expected_sums)
check("every call ran once", counts["ran"] == total_calls, (counts["ran"], total_calls))
check("every callback ran once", counts["callbacks"] == total_calls, (counts["callbacks"], total_calls))
check("churned pools gave their results", churn_results == [2 * CHURN_ROUNDS] * NCHURN, churn_results)
check("no bad events", not bad, bad[:5])


# ---- phase 2: submitters race shutdown(cancel_futures=True) ----
outcomes = {"finished": 0, "cancelled": 0, "refused": 0, "other": 0}
race_cb = [0]
race_bad = []


def race_cb_fn(fut):
    with lock:
        race_cb[0] += 1


def race_round(r):
    ex = ThreadPoolExecutor(max_workers=2)
    go = threading.Barrier(RACE_SUBMITTERS + 1)
    futures = [[] for _ in range(RACE_SUBMITTERS)]
    refused = [0] * RACE_SUBMITTERS

    def push(s):
        go.wait()
        for i in range(40):
            try:
                f = ex.submit(lambda x: x + 1, i)
            except RuntimeError as e:
                if str(e) != "cannot schedule new futures after shutdown":
                    race_bad.append(str(e))
                refused[s] += 1
                continue
            f.add_done_callback(race_cb_fn)
            futures[s].append(f)

    ts = [threading.Thread(target=push, args=(s,)) for s in range(RACE_SUBMITTERS)]
    for t in ts:
        t.start()
    go.wait()
    ex.shutdown(wait=(r % 2 == 0), cancel_futures=True)
    for t in ts:
        t.join()
    ex.shutdown(wait=True)
    # every worker is gone: each accepted future was run or cancelled.
    # (Not wait(): a future that shutdown cancelled stays CANCELLED, which
    # wait() and as_completed() do not count as done, in CPython too.)
    fs = [f for lst in futures for f in lst]
    counts_here = {"finished": 0, "cancelled": 0, "refused": sum(refused), "other": 0}
    for f in fs:
        if f.cancelled():
            counts_here["cancelled"] += 1
        elif f.done() and f.exception(timeout=0) is None and isinstance(f.result(timeout=0), int):
            counts_here["finished"] += 1
        else:
            counts_here["other"] += 1
    if sum(counts_here.values()) != RACE_SUBMITTERS * 40:
        race_bad.append(("lost", r, counts_here))
    with lock:
        for key, v in counts_here.items():
            outcomes[key] += v
    return len(fs)


issued = 0
for r in range(RACE_ROUNDS):
    issued += race_round(r)

check("every submit answered", sum(outcomes.values()) == RACE_ROUNDS * RACE_SUBMITTERS * 40,
      (outcomes, RACE_ROUNDS * RACE_SUBMITTERS * 40))
check("every accepted future finished or cancelled", outcomes["other"] == 0, outcomes)
check("refusals said why", not race_bad, race_bad[:5])
check("a done callback for every accepted future", race_cb[0] == issued, (race_cb[0], issued))
check("pool threads all gone", threading.active_count() == 1, threading.active_count())
