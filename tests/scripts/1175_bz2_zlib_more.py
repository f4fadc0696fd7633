# bz2 text modes, compresslevels, concatenated streams; zlib constants,
# decompress bufsize/wbits, compressobj options, flush modes.
import bz2, zlib, io, os, tempfile

with tempfile.TemporaryDirectory() as d:
    fn = os.path.join(d, 't.bz2')
    with bz2.open(fn, 'wt', encoding='utf-8', newline='\r\n', compresslevel=1) as f:
        f.write('one\ntwo\n')
    with bz2.open(fn, 'rb') as f:
        print(f.read())
    with bz2.open(fn, 'rt', newline=None) as f:
        print(f.readlines())
    with bz2.open(fn, 'at') as f:
        f.write('three')
    with bz2.open(fn, 'rt', newline='') as f:
        print(repr(f.read()))
    with open(fn, 'rb') as f:
        raw = f.read()
    print(raw.count(b'BZh'), raw[:4])
    try:
        bz2.open(fn, 'rb', errors='strict')
    except ValueError as e:
        print('ValueError', e)
    try:
        bz2.BZ2File(fn, 'wt')
    except ValueError as e:
        print('ValueError', e)

for lvl in (1, 5, 9):
    c = bz2.compress(b'abc' * 1000, lvl)
    print(lvl, c[:4], bz2.decompress(c) == b'abc' * 1000)
for lvl in (0, 10):
    try:
        bz2.compress(b'x', lvl)
    except ValueError as e:
        print('ValueError', e)
cat = bz2.compress(b'AA') + bz2.compress(b'BB') + bz2.compress(b'')
print(bz2.decompress(cat))
print(bz2.BZ2File(io.BytesIO(cat)).read())
dec = bz2.BZ2Decompressor()
print(dec.decompress(cat), dec.eof, len(dec.unused_data) > 0)
try:
    dec.decompress(b'more')
except EOFError as e:
    print('EOFError', e)
try:
    bz2.decompress(bz2.compress(b'x') + b'junk')
except OSError as e:
    print('OSError', e)

print(zlib.Z_NO_COMPRESSION, zlib.Z_BEST_SPEED, zlib.Z_BEST_COMPRESSION, zlib.Z_DEFAULT_COMPRESSION,
      zlib.Z_FILTERED, zlib.Z_HUFFMAN_ONLY, zlib.Z_RLE, zlib.Z_FIXED, zlib.Z_DEFAULT_STRATEGY,
      zlib.Z_NO_FLUSH, zlib.Z_PARTIAL_FLUSH, zlib.Z_SYNC_FLUSH, zlib.Z_FULL_FLUSH, zlib.Z_FINISH, zlib.Z_BLOCK,
      zlib.DEFLATED, zlib.MAX_WBITS, zlib.DEF_MEM_LEVEL, zlib.DEF_BUF_SIZE)
payload = bytes(range(256)) * 64
c = zlib.compress(payload, 6)
print(zlib.decompress(c, zlib.MAX_WBITS, 1) == payload, zlib.decompress(c, bufsize=100000) == payload)
print(zlib.decompress(zlib.compress(payload, wbits=-15), -15) == payload)
print(zlib.decompress(zlib.compress(payload, wbits=31), 47) == payload, zlib.compress(b'', wbits=31)[:2])
try:
    zlib.decompress(c, bufsize=-1)
except ValueError as e:
    print('ValueError', e)
for strat in (zlib.Z_FILTERED, zlib.Z_HUFFMAN_ONLY, zlib.Z_RLE, zlib.Z_FIXED):
    co = zlib.compressobj(9, zlib.DEFLATED, -12, 9, strat)
    out = co.compress(payload) + co.flush()
    print(strat, zlib.decompress(out, -12) == payload)
co = zlib.compressobj()
parts = [co.compress(b'hello '), co.flush(zlib.Z_SYNC_FLUSH), co.compress(b'world'), co.flush(zlib.Z_FULL_FLUSH), co.flush()]
print(parts[1][-4:], parts[3][-4:])
do = zlib.decompressobj()
print(do.decompress(b''.join(parts[:2])), do.decompress(b''.join(parts[2:])), do.eof)
do = zlib.decompressobj()
out = do.decompress(c, 10)
print(len(out), len(do.unconsumed_tail) > 0)
rest = out + do.decompress(do.unconsumed_tail) + do.flush()
print(rest == payload)
try:
    co.compress(b'x')
except zlib.error as e:
    print('zlib.error', e)
zd = zlib.compressobj(zdict=b'hello world')
comp = zd.compress(b'hello world hello') + zd.flush()
print(zlib.decompressobj(zdict=b'hello world').decompress(comp))
try:
    zlib.decompress(comp)
except zlib.error as e:
    print('zlib.error', e)
print(zlib.crc32(b'abc', 1), zlib.adler32(b'abc', 7))
