# enumerate, zip and dict items reuse the pair they returned last when the
# caller let go of it, but only the thread that made the pair, and only
# when no other reference exists (runtime/tuple.c, tuple_pair_result).
# Iterators are handed from thread to thread here (one thread at a time:
# built-in iterators advanced by two threads at once may repeat or skip
# items, docs/subset.md): each thread takes a few pairs, keeps some, and
# passes the iterator on; kept pairs must never change, and every thread
# also runs its own loops, where pairs are let go of and reused.
import queue
import threading

N = 2000
NT = 4
words = ["w%d" % i for i in range(N)]
table = {w: i for i, w in enumerate(words)}
errors = []
done = []
inbox = [queue.Queue() for _ in range(NT)]


def worker(k):
    kept = []
    while True:
        job = inbox[k].get()
        if job is None:
            break
        name, it, hops = job
        for _ in range(7):
            p = next(it, None)
            if p is None:
                break
            if type(p) is not tuple or len(p) != 2:
                errors.append(("shape", name, p))
            kept.append((p, tuple(list(p))))
        if p is None or hops == 0:
            done.append(name)
        else:
            inbox[(k + 1) % NT].put((name, it, hops - 1))
        # this thread's own loops: pairs let go of, reused in place
        s = 0
        for i, w in enumerate(words):
            s += i
        for a, b in zip(words, words):
            if a is not b:
                errors.append(("zip", a, b))
        for w, i in table.items():
            s -= i
        if s != 0:
            errors.append(("sum", s))
    for p, snapshot in kept:
        if p != snapshot:
            errors.append(("changed", p, snapshot))


threads = [threading.Thread(target=worker, args=(k,)) for k in range(NT)]
for t in threads:
    t.start()
inbox[0].put(("enumerate", enumerate(words), 40))
inbox[1].put(("zip", zip(range(N), words), 40))
inbox[2].put(("items", iter(table.items()), 40))
while len(done) < 3:
    threading.Event().wait(0.01)
for q in inbox:
    q.put(None)
for t in threads:
    t.join()
print(sorted(done), errors[:5])
