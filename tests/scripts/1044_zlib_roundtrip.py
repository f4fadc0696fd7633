# zlib: round trips in every wbits form, the exact compressed bytes, crc32 and
# adler32 with running values, streaming objects (max_length, unconsumed_tail,
# unused_data, eof, flush modes, copy, zdict).
import zlib

text = b''.join(b'line %d: the quick brown fox jumps over the lazy dog\n' % i for i in range(2000))
noise = bytes((i * 7919 + (i >> 3) * 31) & 0xff for i in range(50000))

# one-shot: exact bytes (zlib is deterministic) and round trips
for level in [-1, 0, 1, 6, 9]:
    c = zlib.compress(text, level)
    print(level, len(c), zlib.crc32(c), zlib.decompress(c) == text)
print(zlib.compress(b'hello'), zlib.compress(b''), zlib.compress(b'hello', wbits=-15), zlib.compress(b'hello', 9, 31)[:3])
for wbits in [9, 10, 12, 15, -9, -12, -15, 25, 28, 31]:
    c = zlib.compress(text, 6, wbits)
    print('wbits', wbits, len(c), c[:2].hex(), zlib.decompress(c, wbits) == text)
# auto-detection of zlib or gzip headers, and a bigger window than the data needs
z, g = zlib.compress(text, 6, 15), zlib.compress(text, 6, 31)
print(zlib.decompress(z, 47) == text, zlib.decompress(g, 47) == text, zlib.decompress(g, 32 + 15) == text)
print(zlib.decompress(zlib.compress(text, 6, 9), 15) == text)
print(zlib.decompress(bytearray(z)) == text, zlib.decompress(memoryview(z), bufsize=1) == text)
print(zlib.decompress(zlib.compress(noise)) == noise, len(zlib.compress(noise)))

# checksums, with running values
print(zlib.crc32(b''), zlib.crc32(b'hello'), zlib.adler32(b''), zlib.adler32(b'hello'))
print(zlib.crc32(b'world', zlib.crc32(b'hello ')) == zlib.crc32(b'hello world'))
print(zlib.adler32(b'world', zlib.adler32(b'hello ')) == zlib.adler32(b'hello world'))
run_c, run_a = 0, 1
for i in range(0, len(noise), 999):
    run_c = zlib.crc32(noise[i:i + 999], run_c)
    run_a = zlib.adler32(noise[i:i + 999], run_a)
print(run_c, run_a, run_c == zlib.crc32(noise), run_a == zlib.adler32(noise))
print(zlib.crc32(bytearray(b'abc'), 12345), zlib.adler32(memoryview(b'abc'), 2**32 + 7), zlib.crc32(b'abc', -1))

# streaming compression: pieces plus flush equal the one-shot bytes
for wbits in [15, -15, 31]:
    co = zlib.compressobj(6, zlib.DEFLATED, wbits)
    out = b''.join(co.compress(text[i:i + 1000]) for i in range(0, len(text), 1000)) + co.flush()
    print('stream', wbits, out == zlib.compress(text, 6, wbits), zlib.decompress(out, wbits) == text)
co = zlib.compressobj()
parts = [co.compress(b'first part '), co.flush(zlib.Z_SYNC_FLUSH), co.compress(b'second part '),
         co.flush(zlib.Z_FULL_FLUSH), co.compress(b'third'), co.flush()]
print([p.hex() for p in parts])
print(zlib.decompress(b''.join(parts)))
for strategy in [zlib.Z_FILTERED, zlib.Z_HUFFMAN_ONLY, zlib.Z_RLE, zlib.Z_FIXED]:
    co = zlib.compressobj(9, zlib.DEFLATED, 15, 9, strategy)
    c = co.compress(text) + co.flush()
    print('strategy', strategy, len(c), zlib.decompress(c) == text)

# copy of a compressor
co = zlib.compressobj()
head = co.compress(b'common prefix ')
cc = co.copy()
a = head + co.compress(b'one') + co.flush()
b = head + cc.compress(b'two') + cc.flush()
print(zlib.decompress(a), zlib.decompress(b))

# streaming decompression with max_length
c = zlib.compress(text)
d = zlib.decompressobj()
out = []
chunk = d.decompress(c, 1000)
out.append(chunk)
print(len(chunk), len(d.unconsumed_tail) > 0, d.eof, d.unused_data)
while d.unconsumed_tail:
    chunk = d.decompress(d.unconsumed_tail, 1000)
    assert len(chunk) <= 1000
    out.append(chunk)
out.append(d.flush())
print(len(out), b''.join(out) == text, d.eof, d.unconsumed_tail, d.unused_data)

# byte-at-a-time input, then trailing data after the end
d = zlib.decompressobj()
got = b''.join(d.decompress(c[i:i + 1]) for i in range(len(c)))
print(got == text, d.eof)
d = zlib.decompressobj()
print(d.decompress(zlib.compress(b'payload') + b'TRAILER'), d.eof, d.unused_data, d.unconsumed_tail)
print(d.decompress(b'more'), d.unused_data)

# copy of a decompressor mid-stream
d = zlib.decompressobj()
first = d.decompress(c[:len(c) // 2])
dc = d.copy()
rest1 = d.decompress(c[len(c) // 2:])
rest2 = dc.decompress(c[len(c) // 2:])
print(rest1 == rest2, first + rest1 == text)

# gzip and raw streams through the objects, auto-detection
for wbits, dwbits in [(31, 31), (31, 47), (15, 47), (-15, -15)]:
    co = zlib.compressobj(wbits=wbits)
    data = co.compress(text) + co.flush()
    d = zlib.decompressobj(dwbits)
    print('obj', wbits, dwbits, d.decompress(data) == text, d.eof)

# preset dictionaries
zd = b'the quick brown fox jumps over the lazy dog'
co = zlib.compressobj(zdict=zd)
data = co.compress(b'the lazy dog and the quick fox') + co.flush()
print(data.hex(), zlib.decompressobj(zdict=zd).decompress(data))
co = zlib.compressobj(wbits=-15, zdict=zd)
raw = co.compress(b'the lazy dog and the quick fox') + co.flush()
print(zlib.decompressobj(wbits=-15, zdict=zd).decompress(raw))

# flush with a small length, and decompress(max_length) on exactly-fitting output
d = zlib.decompressobj()
print(len(d.decompress(zlib.compress(b'x' * 100), 100)), d.eof, d.flush(1))
print(zlib.decompressobj().decompress(b''), zlib.compressobj().compress(b''))
