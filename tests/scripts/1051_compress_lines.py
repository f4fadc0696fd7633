# Reading gzip and bz2 files by lines across the decompressor's chunk
# boundaries: long lines, readline(size), mixed line ends in every newline
# mode, read(n) after readline, a line split over two gzip members.
import bz2
import gzip
import hashlib
import os

base = '/tmp/fpy_t1051_%d' % os.getpid()
parts = []
for i in range(3000):
    end = ['\n', '\r\n', '\r'][i % 3] if i % 7 else '\n'
    width = 20000 if i % 500 == 7 else i % 97
    parts.append('%d:%s%s' % (i, 'é' * (width // 2) + 'x' * (width - width // 2), end))
text = ''.join(parts)
raw = text.encode('utf-8')

def digest(lines):
    return hashlib.sha1(repr(lines).encode()).hexdigest()[:16]

for mod, ext in ((gzip, '.gz'), (bz2, '.bz2')):
    p = base + ext
    with mod.open(p, 'wb') as f:
        f.write(raw)
    with mod.open(p, 'rb') as f:
        lines = list(f)
    print(ext, 'binary', len(lines), digest(lines), b''.join(lines) == raw)
    with mod.open(p, 'rb') as f:
        pieces = []
        while True:
            piece = f.readline(777)
            if not piece:
                break
            pieces.append(piece)
    print(ext, 'readline(777)', len(pieces), b''.join(pieces) == raw, max(len(x) for x in pieces))
    with mod.open(p, 'rb') as f:
        a = f.readline()
        b = f.read(100)
        c = f.readline()
        d = f.read1(50)
        print(ext, 'mixed', a, b[:12], c[-3:], len(d) <= 50, f.tell() == len(a) + len(b) + len(c) + len(d))
    for newline in (None, '', '\n', '\r', '\r\n'):
        with mod.open(p, 'rt', encoding='utf-8', newline=newline) as f:
            lines = list(f)
        with open(p + '.txt', 'w', encoding='utf-8', newline='') as out:
            out.write(text)
        with open(p + '.txt', encoding='utf-8', newline=newline) as f:
            expect = list(f)
        print(ext, 'text newline=%r' % (newline,), len(lines), digest(lines), lines == expect)
    with mod.open(p, 'rt', encoding='utf-8') as f:
        first = f.readline(5)
        rest = f.readline()
        blob = f.read(30000)
        tail = f.read()
    print(ext, repr(first), len(rest), len(blob), len(first + rest + blob + tail))
    os.remove(p)
    os.remove(p + '.txt')

# one line split between two gzip members
p = base + '.gz'
with open(p, 'wb') as f:
    f.write(gzip.compress(b'first line\nsecond ha', mtime=0) + gzip.compress(b'lf\nthird\n', mtime=0))
with gzip.open(p) as f:
    print(list(f))
with gzip.open(p, 'rt') as f:
    print(f.readlines())
os.remove(p)
