# One file object used by several threads at once: every write() lands
# whole, every line read goes to exactly one reader, nothing is lost.
# (Binary files: CPython's text layer does not promise whole writes between
# threads, so its output for text would not be fixed; fpy's text files take
# the same per-file lock as its binary ones.)
import os
import threading

p = '/tmp/fpy_t095_%d.txt' % os.getpid()
N_THREADS, N_LINES = 4, 2000
f = open(p, 'wb')

def writer(t):
    for i in range(N_LINES):
        f.write(('thread %d line %d %s\n' % (t, i, 'x' * (i % 37))).encode())

threads = [threading.Thread(target=writer, args=(t,)) for t in range(N_THREADS)]
for th in threads:
    th.start()
for th in threads:
    th.join()
f.close()

seen = {}
bad = 0
with open(p) as f:
    for line in f:
        parts = line.split()
        t, i = int(parts[1]), int(parts[3])
        if line != 'thread %d line %d %s\n' % (t, i, 'x' * (i % 37)):
            bad += 1
            continue
        seen.setdefault(t, []).append(i)
print('bad lines', bad)
for t in sorted(seen):
    print(t, len(seen[t]), seen[t] == list(range(N_LINES)))

# readers share one file: every byte is read by exactly one of them, in
# whole chunks (concurrent readline() is not whole in CPython either)
f = open(p, 'rb')
got = [[] for _ in range(N_THREADS)]

def reader(k):
    while True:
        chunk = f.read(64)
        if not chunk:
            break
        got[k].append(chunk)

threads = [threading.Thread(target=reader, args=(k,)) for k in range(N_THREADS)]
for th in threads:
    th.start()
for th in threads:
    th.join()
f.close()
chunks = [c for g in got for c in g]
size = len(open(p, 'rb').read())
print('read', sum(map(len, chunks)) == size, len(chunks) == (size + 63) // 64,
      sum(1 for c in chunks if len(c) != 64) == (1 if size % 64 else 0))
os.remove(p)
