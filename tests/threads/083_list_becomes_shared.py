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
