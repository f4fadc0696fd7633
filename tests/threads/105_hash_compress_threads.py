# Threads hashing and compressing different data at once get the same
# results as the same work done one after the other (the work runs with the
# thread detached, on immutable snapshots of the input).
import bz2
import gzip
import hashlib
import threading
import zlib

def make(seed, n):
    block = bytes((i * 131 + seed * 17 + (i >> 7)) & 0xff for i in range(1024))
    text = b''.join(b'%d:%d ' % (seed, i) for i in range(500))
    return ((block + text) * (n // (len(block) + len(text)) + 1))[:n]

inputs = [make(s, 300000 + 1000 * s) for s in range(4)]

def work(data):
    return (
        hashlib.sha256(data).hexdigest(),
        hashlib.md5(data).hexdigest(),
        hashlib.sha3_512(data).hexdigest(),
        hashlib.blake2b(data, digest_size=32).hexdigest(),
        hashlib.shake_128(data).hexdigest(16),
        zlib.crc32(data),
        zlib.adler32(data),
        zlib.compress(data, 6),
        bz2.compress(data, 9),
        gzip.compress(data, mtime=0),
        zlib.decompress(zlib.compress(data)) == data,
        bz2.decompress(bz2.compress(data, 1)) == data,
    )

sequential = [work(d) for d in inputs]

results = [None] * len(inputs)
def run(i):
    for _ in range(2):
        results[i] = work(inputs[i])

threads = [threading.Thread(target=run, args=(i,)) for i in range(len(inputs))]
for t in threads:
    t.start()
for t in threads:
    t.join()
print('threads equal sequential:', results == sequential)
for r in sequential:
    print(r[0][:16], r[3][:16], r[5], len(r[7]), len(r[8]), r[10], r[11])

# bytearray inputs are snapshotted: the threads hash while the owner keeps them
arrays = [bytearray(d) for d in inputs]
digests = [None] * len(arrays)
def hash_array(i):
    digests[i] = hashlib.sha1(arrays[i]).hexdigest()
threads = [threading.Thread(target=hash_array, args=(i,)) for i in range(len(arrays))]
for t in threads:
    t.start()
for t in threads:
    t.join()
print(digests == [hashlib.sha1(d).hexdigest() for d in inputs])
