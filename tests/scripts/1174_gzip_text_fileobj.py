# gzip: text mode with encoding/newline, GzipFile on BytesIO, mtime, peek/read1.
import gzip, io, os, tempfile, struct

with tempfile.TemporaryDirectory() as d:
    fn = os.path.join(d, 't.gz')
    with gzip.open(fn, 'wt', encoding='utf-8', newline='\r\n') as f:
        f.write('héllo\nwörld\n')
    with gzip.open(fn, 'rb') as f:
        raw = f.read()
    print(raw[:2], len(raw), raw.count(b'\r\n'))
    with gzip.open(fn, 'rt', encoding='utf-8', newline='') as f:
        print(repr(f.read()))
    with gzip.open(fn, 'rt', encoding='utf-8') as f:
        print(f.readlines())
    with gzip.open(fn, 'at', encoding='latin-1', errors='replace') as f:
        f.write('€x')
    with gzip.open(fn, 'rb') as f:
        print(f.read()[-2:])
    try:
        gzip.open(fn, 'rb', encoding='utf-8')
    except ValueError as e:
        print('ValueError', e)
    try:
        gzip.open(fn, 'rtb')
    except ValueError as e:
        print('ValueError', e)
    try:
        gzip.open(fn, 'rb', newline='\n')
    except ValueError as e:
        print('ValueError', e)

bio = io.BytesIO()
with gzip.GzipFile(fileobj=bio, mode='wb', mtime=123456789, filename='name.txt', compresslevel=1) as g:
    g.write(b'abc' * 100)
    print(g.tell(), g.writable(), g.readable())
raw = bio.getvalue()
print(raw[:3], struct.unpack('<I', raw[4:8])[0], raw[10:19], raw[8])
bio.seek(0)
with gzip.GzipFile(fileobj=bio) as g:
    print(g.mtime, g.peek(3)[:3], g.read1(5), g.read(4), g.tell(), g.seekable())
    g.seek(2)
    print(g.read(3), g.name if hasattr(g, 'name') and isinstance(g.name, str) else 'noname')
print(gzip.decompress(gzip.compress(b'xyz', mtime=0)), gzip.compress(b'', mtime=0)[4:8])
print(gzip.compress(b'data', compresslevel=9, mtime=1)[8], gzip.compress(b'data', compresslevel=1, mtime=1)[8])
bio = io.BytesIO(gzip.compress(b'first', mtime=0) + gzip.compress(b'second', mtime=0))
with gzip.GzipFile(fileobj=bio) as g:
    print(g.read())
try:
    gzip.GzipFile(fileobj=io.BytesIO(), mode='z')
except ValueError as e:
    print('ValueError', e)
try:
    gzip.decompress(b'\x1f\x8b\x08\x00' + b'\x00' * 6 + b'garbage')
except Exception as e:
    print(type(e).__name__)
g = gzip.GzipFile(fileobj=io.BytesIO(), mode='wb')
g.close()
try:
    g.write(b'x')
except ValueError as e:
    print('ValueError', e)
print(g.closed)
