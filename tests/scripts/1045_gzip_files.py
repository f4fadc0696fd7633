# gzip: compress/decompress (mtime=0 output byte-equal to CPython's), GzipFile and
# gzip.open on a temporary file in every mode, text modes, several members, errors.
import gzip, os, io
data = b''.join(b'line %d of the file\n' % i for i in range(3000))
c = gzip.compress(data, mtime=0)
print(len(c), c[:16].hex(), gzip.decompress(c) == data)
for lvl in [0, 1, 5, 9]:
    print(lvl, gzip.compress(data, lvl, mtime=0).hex()[:40], len(gzip.compress(data, lvl, mtime=0)))
print(gzip.compress(b'', mtime=0).hex(), gzip.compress(b'abc', mtime=12345).hex())
print(gzip.decompress(gzip.compress(b'one', mtime=0) + gzip.compress(b'two', mtime=0)))
p = '/tmp/gz_%d.gz' % os.getpid()
with gzip.open(p, 'wb') as f:
    print(f.write(data[:1000]), f.write(bytearray(data[1000:])))
with gzip.GzipFile(p, 'rb') as f:
    print(f.read(10), f.readline(), f.tell())
    print(len(f.read()), f.read())
with gzip.open(p) as f:
    n = 0
    for line in f: n += 1
    print(n, f.mtime is not None)
with gzip.open(p, 'ab') as f: f.write(b'appended\n')
with gzip.open(p, 'rb') as f: x = f.read(); print(len(x), x[-20:])
with gzip.open(p, 'wt', encoding='utf-8') as f:
    f.write('héllo\nwörld\n')
    print(f.write('third line'))
with gzip.open(p, 'rt', encoding='utf-8') as f:
    print(f.readline(), f.read())
with gzip.open(p, 'rt', encoding='utf-8') as f: print(list(f))
with open(p, 'wb') as raw:
    with gzip.GzipFile(fileobj=raw, mode='wb', mtime=0) as f: f.write(b'payload')
with open(p, 'wb') as raw:
    with gzip.GzipFile(filename='name.txt.gz', fileobj=raw, mode='wb', mtime=0) as f: f.write(b'payload')
with open(p, 'rb') as raw: print(raw.read().hex())
with open(p, 'wb') as raw:
    with gzip.GzipFile(fileobj=raw, mode='wb', mtime=0) as f: f.write(b'payload')
with open(p, 'rb') as raw: got = raw.read(); print(got[:10].hex(), got[10:].split(b'\0', 1)[0] == os.path.basename(p)[:-3].encode(), got[-17:].hex())
with gzip.open(p, 'wb', compresslevel=1) as f: pass
os.remove(p)
def t(f):
    try: r = f(); print('ok', r)
    except Exception as e: print(type(e).__name__, e)
t(lambda: gzip.decompress(b'not gzip data'))
t(lambda: gzip.decompress(c[:-5]))
t(lambda: gzip.decompress(c[:-8] + b'\0\0\0\0' + c[-4:]))
t(lambda: gzip.decompress(c[:-4] + b'\0\0\0\0'))
t(lambda: gzip.decompress(c[:20]))
t(lambda: gzip.open(p, 'rtb'))
t(lambda: gzip.open(p, 'rb', encoding='x'))
t(lambda: gzip.open(1.5))
t(lambda: gzip.GzipFile(fileobj=io.BytesIO(), mode='z'))
t(lambda: gzip.GzipFile(fileobj=io.BytesIO(b'garbage data here'), mode='rb').read())
t(lambda: gzip.GzipFile(fileobj=io.BytesIO(c[:30]), mode='rb').read())
f = gzip.GzipFile(fileobj=io.BytesIO(c), mode='rb')
t(lambda: f.write(b'x'))
f.close(); t(lambda: f.read()); print(f.closed)
w = gzip.GzipFile(fileobj=io.BytesIO(), mode='wb'); t(lambda: w.read())
print(issubclass(gzip.BadGzipFile, OSError))
b = io.BytesIO()
with gzip.GzipFile(fileobj=b, mode='wb', mtime=0) as f:
    f.write(b'abc'); f.flush(); f.write(b'def')
print(b.getvalue().hex(), gzip.decompress(b.getvalue()))
f = gzip.GzipFile(fileobj=io.BytesIO(c)); f.read(5); f.seek(100); print(f.read(5), f.tell()); f.seek(3); print(f.read(4))
