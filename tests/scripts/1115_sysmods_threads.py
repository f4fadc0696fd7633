# warnings, tempfile and shutil used by several threads at once: every
# warning recorded once, the "once per location" registry exact per
# message, temporary names never shared, trees copied and removed apart
import os
import shutil
import tempfile
import threading
import warnings

N = 8
barrier = threading.Barrier(N)

# warnings: "always" inside one catch_warnings shared by the threads
with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")

    def always(k):
        barrier.wait()
        for i in range(200):
            warnings.warn("t%d-%d" % (k, i))

    ts = [threading.Thread(target=always, args=(k,)) for k in range(N)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
print(len(log), len(set(str(w.message) for w in log)))

# the default action: each thread's messages shown once however often sent
with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("default")

    def default(k):
        barrier.wait()
        for rep in range(50):
            for i in range(5):
                warnings.warn("d%d-%d" % (k, i))

    ts = [threading.Thread(target=default, args=(k,)) for k in range(N)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
counts = {}
for w in log:
    counts[str(w.message)] = counts.get(str(w.message), 0) + 1
print(len(counts), max(counts.values()))

# the same warning from the same line in every thread at once: shown once
with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("default")

    def same(k):
        barrier.wait()
        for rep in range(100):
            warnings.warn("shared message")

    ts = [threading.Thread(target=same, args=(k,)) for k in range(N)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
print([str(w.message) for w in log])

# tempfile: names from the shared generator never collide
base = tempfile.mkdtemp()
made = [[] for _ in range(N)]


def make(k):
    barrier.wait()
    for i in range(40):
        fd, path = tempfile.mkstemp(dir=base)
        os.close(fd)
        made[k].append(path)
        d = tempfile.mkdtemp(dir=base)
        made[k].append(d)


ts = [threading.Thread(target=make, args=(k,)) for k in range(N)]
for t in ts:
    t.start()
for t in ts:
    t.join()
everything = [p for m in made for p in m]
print(len(everything), len(set(everything)), len(os.listdir(base)))

# shutil: each thread copies a tree and removes its copy
src = os.path.join(base, "src")
os.makedirs(os.path.join(src, "a", "b"))
for name in ("x", "a/y", "a/b/z"):
    with open(os.path.join(src, name), "w") as f:
        f.write(name)
results = [None] * N


def copy_and_remove(k):
    barrier.wait()
    dst = os.path.join(base, "copy%d" % k)
    shutil.copytree(src, dst)
    found = sorted(os.path.relpath(os.path.join(dp, n), dst)
                   for dp, dn, fn in os.walk(dst) for n in fn)
    shutil.rmtree(dst)
    results[k] = (found, os.path.exists(dst))


ts = [threading.Thread(target=copy_and_remove, args=(k,)) for k in range(N)]
for t in ts:
    t.start()
for t in ts:
    t.join()
print(results[0], all(r == results[0] for r in results))
shutil.rmtree(base)
print(os.path.exists(base))
