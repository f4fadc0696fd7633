# bz2: compress/decompress (several streams, trailing junk), BZ2Compressor, BZ2Decompressor
# (max_length, needs_input, eof, unused_data), BZ2File and bz2.open on a temporary file, text modes, errors.
import bz2, os, io
def t(f):
    try: r = f(); print('ok', r)
    except Exception as e: print(type(e).__name__, e)
data = b''.join(b'record %d: some bzip2 data to squeeze\n' % i for i in range(20000))
c = bz2.compress(data)
print(len(c), c[:10].hex(), bz2.decompress(c) == data)
for lvl in [1, 5, 9]:
    x = bz2.compress(data, lvl); print(lvl, len(x), x[-10:].hex())
print(bz2.compress(b'').hex(), bz2.compress(b'abc').hex(), bz2.decompress(bz2.compress(b'')))
print(bz2.decompress(bz2.compress(b'one') + bz2.compress(b'two')), bz2.decompress(bz2.compress(b'x') + b'junk'))
print(bz2.decompress(b''), bz2.decompress(bytearray(bz2.compress(b'ba'))), bz2.compress(memoryview(b'mv')) == bz2.compress(b'mv'))
comp = bz2.BZ2Compressor(3)
out = b''.join(comp.compress(data[i:i + 5000]) for i in range(0, len(data), 5000)) + comp.flush()
print(out == bz2.compress(data, 3))
t(lambda: comp.compress(b'x')); t(lambda: comp.flush())
d = bz2.BZ2Decompressor()
print(d.needs_input, d.eof, d.unused_data)
parts = []
first = d.decompress(c[:1000], 100)
print(len(first), d.needs_input, d.eof)
parts.append(first)
while not d.eof:
    if d.needs_input:
        break
    parts.append(d.decompress(b'', 50000))
print(d.needs_input, d.eof)
parts.append(d.decompress(c[1000:] + b'extra', 10**6))
while not d.eof:
    parts.append(d.decompress(b'', 10**6))
print(b''.join(parts) == data, d.eof, d.unused_data, d.needs_input)
t(lambda: d.decompress(b'x'))
d = bz2.BZ2Decompressor()
got = b''.join(d.decompress(c[i:i + 100]) for i in range(0, len(c), 100))
print(got == data, d.eof)
t(lambda: bz2.decompress(b'not bz2 data'))
t(lambda: bz2.decompress(c[:-10]))
t(lambda: bz2.BZ2Decompressor().decompress('str'))
t(lambda: bz2.BZ2Compressor(0)); t(lambda: bz2.BZ2Compressor(10)); t(lambda: bz2.compress('x'))
t(lambda: bz2.BZ2Decompressor().decompress(b'BZh9garbagegarbagegarbage'))
t(lambda: bz2.BZ2Decompressor().decompress(c, 0))
p = '/tmp/bz_%d.bz2' % os.getpid()
with bz2.open(p, 'wb') as f:
    print(f.write(data[:500]), f.write(bytearray(data[500:])), f.tell())
with open(p, 'rb') as raw: print(raw.read() == c)
with bz2.BZ2File(p) as f:
    print(f.read(10), f.readline(), f.tell(), f.readable(), f.writable())
    print(len(f.read()), f.read(), f.tell())
with bz2.open(p) as f:
    print(sum(1 for _ in f))
with bz2.open(p, 'ab') as f: f.write(b'appended\n')
with bz2.open(p) as f: x = f.read(); print(len(x), x[-30:])
with bz2.open(p, 'rb') as f:
    print(f.seek(1000), f.read(8), f.seek(5), f.read(8), f.peek()[:0])
with bz2.open(p, 'wt', encoding='utf-8') as f:
    f.write('ünïcode\n'); f.write('line two\nend')
with bz2.open(p, 'rt', encoding='utf-8') as f: print(f.read())
with bz2.open(p, 'rt') as f: print(f.readlines())
with bz2.open(p, 'rt', encoding='latin-1') as f: print(f.readline())
with bz2.open(p, 'wt', newline='\r\n') as f: f.write('a\nb\n')
with bz2.open(p, 'rb') as f: print(f.read())
with bz2.open(p, 'rt') as f: print(repr(f.read()))
with bz2.open(p, 'rt', newline='') as f: print(list(f))
f = bz2.BZ2File(p, 'wb'); f.close(); f.close(); print(f.closed)
t(lambda: f.write(b'x')); t(lambda: f.read())
with bz2.BZ2File(p, 'w') as f: t(lambda: f.read())
with bz2.BZ2File(p, 'r') as f: t(lambda: f.write(b'x'))
with open(p, 'wb') as raw: raw.write(c[:-20])
with bz2.open(p) as f: t(lambda: f.read())
t(lambda: bz2.BZ2File(p, 'z')); t(lambda: bz2.BZ2File(p, compresslevel=0)); t(lambda: bz2.open(p, 'rbt')); t(lambda: bz2.open(p, 'rb', errors='x'))
t(lambda: bz2.BZ2File(42))
buf = io.BytesIO()
with bz2.BZ2File(buf, 'wb') as f: f.write(b'in memory')
print(bz2.decompress(buf.getvalue()))
with bz2.BZ2File(io.BytesIO(buf.getvalue())) as f: print(f.read())
os.remove(p)

# max_length and needs_input as CPython sets them
c = bz2.compress(data)
for size in [len(c), len(c) - 50, 30000]:
    d = bz2.BZ2Decompressor()
    out = d.decompress(c[:size], 100)
    print(size, len(out), d.needs_input, d.eof)
    n = 0
    while not d.needs_input and not d.eof:
        out += d.decompress(b'', 700000); n += 1
    print(len(out), d.needs_input, d.eof, n)
d = bz2.BZ2Decompressor(); print(d.decompress(b'', 0), d.needs_input); print(d.decompress(c[:10], 0), d.needs_input)
