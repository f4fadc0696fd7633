# The modules together: gzip files read by zlib and written from zlib
# streams, file_digest over a real file, hashlib.new with BLAKE2 options,
# bz2 and gzip files holding the same text, large data through every path.
import bz2
import gzip
import hashlib
import hmac
import os
import zlib

base = '/tmp/fpy_t1047_%d' % os.getpid()
text = ''.join('%05d %s\n' % (i, 'ab' * (i % 13)) for i in range(4000))
raw = text.encode()

# a zlib gzip stream (wbits=31) is a gzip file, and gzip.compress is a zlib gzip stream
with open(base + '.gz', 'wb') as f:
    f.write(zlib.compress(raw, 9, 31))
with gzip.open(base + '.gz', 'rt') as f:
    print(f.read() == text)
print(zlib.decompress(gzip.compress(raw), 31) == raw, zlib.decompress(gzip.compress(raw, mtime=0), 47) == raw)
print(gzip.compress(raw, 9, mtime=0) == zlib.compress(raw, 9, 31))
co = zlib.compressobj(6, zlib.DEFLATED, 31)
with open(base + '.gz', 'wb') as f:
    for i in range(0, len(raw), 3000):
        f.write(co.compress(raw[i:i + 3000]))
    f.write(co.flush())
with gzip.GzipFile(base + '.gz') as f:
    print(len(f.read()), f.mtime)

# the same text through bz2 and gzip text files, line by line
with bz2.open(base + '.bz2', 'wt') as b, gzip.open(base + '.gz', 'wt') as g:
    for line in text.splitlines(keepends=True):
        b.write(line)
        g.write(line)
with bz2.open(base + '.bz2', 'rt') as b, gzip.open(base + '.gz', 'rt') as g:
    same = all(x == y for x, y in zip(b, g))
print('same lines', same)

# file_digest over files on disk
with open(base + '.bz2', 'rb') as f:
    d1 = hashlib.file_digest(f, 'sha256').hexdigest()
with open(base + '.bz2', 'rb') as f:
    d2 = hashlib.sha256(f.read()).hexdigest()
print(d1 == d2)
with gzip.open(base + '.gz') as f:
    print(hashlib.file_digest(f, hashlib.md5).hexdigest() == hashlib.md5(raw).hexdigest())

# hashlib.new passes BLAKE2 options through; hmac with BLAKE2 and long keys
print(hashlib.new('blake2b', b'x', digest_size=16).hexdigest(), hashlib.new('blake2s', b'x', key=b'k').hexdigest())
print(hashlib.new('blake2b', digest_size=16).digest_size, hashlib.new('sha3_384').block_size)
print(hmac.new(b'k' * 200, raw, 'blake2b').hexdigest()[:32], hmac.new(b'k' * 200, raw, 'sha384').hexdigest()[:32])

# a few megabytes through every path (runs detached)
big = raw * 60
print(len(big), zlib.crc32(big), zlib.adler32(big), hashlib.sha1(big).hexdigest())
print(zlib.decompress(zlib.compress(big)) == big, bz2.decompress(bz2.compress(big)) == big,
      gzip.decompress(gzip.compress(big)) == big)
d = zlib.decompressobj()
out = d.decompress(zlib.compress(big), 100000)
print(len(out), len(d.unconsumed_tail) > 0, out + d.decompress(d.unconsumed_tail) + d.flush() == big)

for ext in ('.gz', '.bz2'):
    os.remove(base + ext)
print(os.path.exists(base + '.gz'))
