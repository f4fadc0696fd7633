# A list only its owner reads frees replaced items at once, even while
# other threads run; once another thread reads it without the lock, the
# owner's replaced items must wait until that reader cannot hold them
# (runtime/list.c, list_shared).  The owner keeps replacing floats across
# the moment a reader starts.
import threading

N = 20000
data = [float(i) for i in range(64)]
results = []


def reader():
    s = 0.0
    for r in range(N):
        for i in range(0, 64, 7):
            s += data[i]
    results.append(("reader", s > 0))


def other():
    mine = []
    for i in range(N):
        mine.append(i * 0.5)
        mine[i // 2] = mine[i // 2] + 1.0
    results.append(("other", len(mine) == N))


t0 = threading.Thread(target=other)
t0.start()
for r in range(2000):              # another thread runs, data is still private
    for i in range(64):
        data[i] = data[i] + 1.0
t1 = threading.Thread(target=reader)
t1.start()
for r in range(N // 4):            # now read by t1 without the lock
    for i in range(64):
        data[i] = data[i] + 1.0
t1.join()
t0.join()
print(sorted(results), data[0], data[63])

# Sorting follows the same flag (listsort.c): a list nobody else has read
# is sorted in place while other threads run; once a reader has read it,
# each sort works on a copy and retires the array the reader may hold.
# The owner sorts fresh lists across the moment a reader starts.
box = [[[i % 7, -i] for i in range(200)]]
started = threading.Event()
seen = []


def sort_reader():
    started.wait()
    bad = 0
    for r in range(3000):
        lst = box[0]
        for i in range(0, 200, 13):
            try:
                x = lst[i]
            except IndexError:     # taken out by a sort in progress
                continue
            if len(x) != 2 or x[0] != -x[1] % 7:
                bad += 1
    seen.append(bad)


t0 = threading.Thread(target=other)
t0.start()
t1 = threading.Thread(target=sort_reader)
t1.start()
for r in range(600):
    if r == 100:
        started.set()
    lst = box[0]
    lst.sort(key=lambda x: (x[0], r % 2 and x[1]))
    lst.reverse()
    if r % 50 == 0:
        box[0] = sorted(lst)
t1.join()
t0.join()
print(seen, sorted(box[0])[0], len(box[0]))
