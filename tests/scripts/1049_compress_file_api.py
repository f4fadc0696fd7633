# gzip and bz2 file objects as programs use them: print(file=), readinto, read1, peek,
# text-mode checks, attributes CPython 3.11 has (and those it lacks).
import gzip, bz2, os, io
p = '/tmp/u_%d.gz' % os.getpid()
def t(f):
    try: r = f(); print('ok', r)
    except Exception as e: print(type(e).__name__, e)
with gzip.open(p, 'wt') as f:
    print('hello', 'world', file=f)
    print(f.name == p, f.mode if 0 else '', f.writable(), f.readable())
with gzip.open(p, 'wb') as f:
    t(lambda: f.write('str'))
    t(lambda: f.write(memoryview(b'abcd')[1:3]))
    t(lambda: f.tell())
with gzip.open(p) as f:
    b = bytearray(10); print(f.readinto(b), b, f.name == p, f.fileno() > 2, f.seekable())
    print(f.peek(1)[:0], f.read1(), f.read1())
with gzip.open(p, 'rt') as f:
    print(f.encoding, f.readable(), f.writable())
    t(lambda: f.write('x'))
t(lambda: f.read())
b2 = p + '.bz2'
with bz2.open(b2, 'w') as f:
    t(lambda: f.write('str')); t(lambda: f.name)
with bz2.BZ2File(b2) as f:
    print(f.seekable(), f.readable(), f.writable(), f.fileno() > 2)
t(lambda: f.name)
t(lambda: f.mode)
os.remove(p); os.remove(b2)

# forward seek while writing writes zeros
def t(f):
    try: r = f(); print('ok', r)
    except Exception as e: print(type(e).__name__, e)
b = io.BytesIO()
f = gzip.GzipFile(fileobj=b, mode='wb', mtime=0)
f.write(b'abc'); print(f.seek(2000), f.tell(), f.seek(10, io.SEEK_CUR))
t(lambda: f.seek(5)); t(lambda: f.seek(0, io.SEEK_END))
f.write(b'end'); f.close()
d = gzip.decompress(b.getvalue()); print(len(d), d[:4], d[-4:], d.count(0))
print(b.getvalue().hex())
