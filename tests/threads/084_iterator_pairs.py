# enumerate, zip and dict items reuse the pair they returned last when the
# caller let go of it, but only the thread that made the pair, and only
# when no other reference exists (runtime/tuple.c, tuple_pair_result).
# Threads share iterators here: each consumes pairs from enumerate/zip/
# items iterators that other threads drive too, keeps some pairs, and
# checks that a kept pair never changes and every pair is well formed.
# A shared iterator may hand two threads the same position (as in
# free-threaded CPython), so only the shape and the kept pairs are checked.
import threading

N = 3000
NT = 4
words = ["w%d" % i for i in range(N)]
table = {w: i for i, w in enumerate(words)}
shared_enum = enumerate(words)
shared_zip = zip(range(N), words)
shared_items = iter(table.items())
errors = []
done = []


def check(kept):
    for p, snapshot in kept:
        if p != snapshot:
            errors.append(("changed", p, snapshot))


def worker(k):
    kept = []
    n = 0
    for source in (shared_enum, shared_zip, shared_items):
        while True:
            try:
                p = next(source)
            except StopIteration:
                break
            except RuntimeError:
                break  # the table is never changed; kept for safety
            if type(p) is not tuple or len(p) != 2:
                errors.append(("shape", p))
            n += 1
            if n % 97 == k:
                kept.append((p, tuple(list(p))))
    # private iterators, the reuse path proper: every pair is let go of
    s = 0
    for i, w in enumerate(words):
        s += i
        for a, b in zip(w, w):
            if a != b:
                errors.append(("zip", a, b))
    for w, i in table.items():
        s -= i
    if s != 0:
        errors.append(("sum", s))
    check(kept)
    done.append(k)


threads = [threading.Thread(target=worker, args=(k,)) for k in range(NT)]
for t in threads:
    t.start()
for t in threads:
    t.join()
print(sorted(done), errors[:5])
