# Each thread writes and reads back its own gzip and bz2 files, and derives
# keys with pbkdf2_hmac and hmac, all at once: the files and values equal
# those made one thread at a time.
import bz2
import gzip
import hashlib
import hmac
import os
import threading

base = '/tmp/fpy_t107_%d_' % os.getpid()
N = 4

def lines(t):
    return ''.join('thread %d line %d %s\n' % (t, i, 'xyz' * (i % 11)) for i in range(3000))

def work(t):
    text = lines(t)
    g, b = base + '%d.gz' % t, base + '%d.bz2' % t
    with open(g, 'wb') as raw:
        with gzip.GzipFile('', 'wb', 9, raw, mtime=0) as f:  # no name in the header
            f.write(text.encode())
    with bz2.open(b, 'wt') as f:
        for line in text.splitlines(keepends=True):
            f.write(line)
    with gzip.open(g, 'rt') as f:
        ok_g = f.read() == text
    with bz2.open(b, 'rb') as f:
        ok_b = sum(1 for _ in f) == 3000
    with open(g, 'rb') as f:
        gz_digest = hashlib.sha256(f.read()).hexdigest()
    key = hashlib.pbkdf2_hmac('sha256', b'password %d' % t, b'salt', 20000)
    mac = hmac.new(key, text.encode(), 'sha512').hexdigest()
    os.remove(g)
    os.remove(b)
    return ok_g, ok_b, gz_digest, key.hex(), mac

sequential = [work(t) for t in range(N)]
results = [None] * N
def run(t):
    results[t] = work(t)
threads = [threading.Thread(target=run, args=(t,)) for t in range(N)]
for th in threads:
    th.start()
for th in threads:
    th.join()
print('threads equal sequential:', results == sequential)
for r in sequential:
    print(r[0], r[1], r[2][:16], r[3][:16], r[4][:16])
print('files left:', [p for p in os.listdir('/tmp') if p.startswith('fpy_t107_%d_' % os.getpid())])
