# zlib compressobj parameters for each container, streaming decompression
# state and error messages; bz2 incremental objects after their end; gzip
# headers (mtime), several members and damaged input.
import bz2
import gzip
import struct
import zlib


def attempt(label, fn):
    try:
        r = fn()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "!", type(e).__name__, e)


text = b"".join(b"line %d of some fairly repetitive text\n" % i for i in range(300))

for wbits, name in ((-15, "raw"), (15, "zlib"), (31, "gzip"), (-9, "raw9"), (9 + 16, "gzip9")):
    for strategy in (zlib.Z_DEFAULT_STRATEGY, zlib.Z_FILTERED, zlib.Z_HUFFMAN_ONLY, zlib.Z_RLE, zlib.Z_FIXED):
        c = zlib.compressobj(level=6, method=zlib.DEFLATED, wbits=wbits, memLevel=9, strategy=strategy)
        data = c.compress(text) + c.flush()
        d = zlib.decompressobj(wbits)
        ok = d.decompress(data) == text and d.eof
        auto = zlib.decompress(data, 47) == text if wbits > 0 else None
        print(name, strategy, ok, auto, data[:2].hex() if wbits > 0 else "")

# positional arguments and level -1..9
for level in (-1, 0, 1, 9):
    c = zlib.compressobj(level, zlib.DEFLATED, 15, 8, 0)
    out = c.compress(b"abc" * 50) + c.flush()
    print("level", level, zlib.decompress(out) == b"abc" * 50, out[:2].hex())
attempt("level 10", lambda: zlib.compressobj(10))
attempt("level -2", lambda: zlib.compressobj(-2))
attempt("wbits 7", lambda: zlib.compressobj(6, zlib.DEFLATED, 7))
attempt("wbits 40", lambda: zlib.compressobj(6, zlib.DEFLATED, 40))
attempt("memLevel 0", lambda: zlib.compressobj(6, zlib.DEFLATED, 15, 0))
attempt("memLevel 10", lambda: zlib.compressobj(memLevel=10))
attempt("method 7", lambda: zlib.compressobj(method=7))
attempt("strategy 9", lambda: zlib.compressobj(strategy=9))
attempt("decompressobj wbits 5", lambda: zlib.decompressobj(5))
attempt("decompress wbits 5", lambda: zlib.decompress(zlib.compress(b"x"), 5))
attempt("compress level 12", lambda: zlib.compress(b"x", 12))

# flush modes keep the stream usable
c = zlib.compressobj()
parts = [c.compress(b"first "), c.flush(zlib.Z_SYNC_FLUSH)]
print("sync flush tail", parts[1][-4:].hex())
d = zlib.decompressobj()
print("partial", d.decompress(b"".join(parts)))
parts2 = [c.compress(b"second "), c.flush(zlib.Z_FULL_FLUSH), c.compress(b"third"), c.flush(zlib.Z_FINISH)]
print("rest", d.decompress(b"".join(parts2)), d.eof)
attempt("compress after finish", lambda: c.compress(b"x"))
attempt("flush after finish", lambda: c.flush())
attempt("flush bad mode", lambda: zlib.compressobj().flush(99))
print("flush no flush", zlib.compressobj().flush(zlib.Z_NO_FLUSH))

# decompressobj state
blob = zlib.compress(text)
d = zlib.decompressobj()
got = d.decompress(blob[:200], 10)
print("max_length", len(got), len(d.unconsumed_tail), d.eof, d.unused_data)
rest = d.decompress(d.unconsumed_tail + blob[200:]) + d.flush()
print("rest", len(got) + len(rest) == len(text), d.eof, d.unused_data)
attempt("after eof", lambda: d.decompress(b"junk"))
print("unused after eof", d.unused_data)
attempt("max_length -1", lambda: zlib.decompressobj().decompress(blob, -1))
attempt("flush length 0", lambda: zlib.decompressobj().flush(0))
d = zlib.decompressobj()
d.decompress(blob[:-10])
print("truncated eof", d.eof, len(d.flush()) > 0, d.eof)

# crc32/adler32 running values
crc = 0
adl = 1
for i in range(0, len(text), 700):
    crc = zlib.crc32(text[i:i + 700], crc)
    adl = zlib.adler32(text[i:i + 700], adl)
print("running", crc == zlib.crc32(text), adl == zlib.adler32(text), crc, adl)
print("start values", zlib.crc32(b"abc", 0xFFFFFFFF), zlib.adler32(b"abc", 0), zlib.crc32(b""), zlib.adler32(b""))
attempt("crc32 str", lambda: zlib.crc32("abc"))
attempt("crc32 big start", lambda: zlib.crc32(b"a", 2 ** 40))

# zlib.error messages for bad data
attempt("garbage", lambda: zlib.decompress(b"not zlib data"))
attempt("bad header check", lambda: zlib.decompress(b"\x78\x9d" + blob[2:]))
attempt("bad checksum", lambda: zlib.decompress(blob[:-1] + bytes([blob[-1] ^ 1])))
attempt("truncated", lambda: zlib.decompress(blob[:-5]))
attempt("empty", lambda: zlib.decompress(b""))
attempt("raw as zlib", lambda: zlib.decompress(zlib.compress(b"x")[2:], 15))
attempt("gzip as zlib", lambda: zlib.decompress(gzip.compress(b"x")))
attempt("bad distance", lambda: zlib.decompress(b"\x78\x9c\x63\x00\x02\xff\xff"))
print("error is Exception", issubclass(zlib.error, Exception), zlib.error.__module__)

# bz2 incremental
comp = bz2.BZ2Compressor(1)
pieces = [comp.compress(text[i:i + 1000]) for i in range(0, len(text), 1000)]
pieces.append(comp.flush())
data = b"".join(pieces)
attempt("bz2 compress after flush", lambda: comp.compress(b"x"))
attempt("bz2 flush twice", lambda: comp.flush())
attempt("bz2 level 0", lambda: bz2.BZ2Compressor(0))
attempt("bz2 level 10", lambda: bz2.BZ2Compressor(10))
dec = bz2.BZ2Decompressor()
out = []
for i in range(0, len(data), 50):
    out.append(dec.decompress(data[i:i + 50]))
print("bz2 stream", b"".join(out) == text, dec.eof, dec.needs_input, dec.unused_data)
attempt("bz2 after eof", lambda: dec.decompress(b"more"))
dec = bz2.BZ2Decompressor()
print("bz2 trailing", dec.decompress(data + b"tail") == text, dec.unused_data)
dec = bz2.BZ2Decompressor()
print("bz2 limited", len(dec.decompress(data, 100)), dec.needs_input, dec.eof)
print("bz2 next", len(dec.decompress(b"", 100)), dec.needs_input)
attempt("bz2 bad data", lambda: bz2.BZ2Decompressor().decompress(b"BZh9" + b"\x00" * 20))
attempt("bz2 not bz2", lambda: bz2.decompress(b"hello world"))
attempt("bz2 truncated", lambda: bz2.decompress(data[:-10]))
attempt("bz2 str", lambda: bz2.compress("text"))

# gzip headers
g = gzip.compress(b"payload", mtime=1234567890)
print("gzip header", g[:4].hex(), struct.unpack("<I", g[4:8])[0], g[8], len(g))
print("gzip mtime 0", gzip.compress(b"a", mtime=0)[4:8])
print("gzip level", gzip.compress(b"a", compresslevel=9, mtime=0)[8], gzip.compress(b"a", compresslevel=1, mtime=0)[8])
multi = gzip.compress(b"one ", mtime=0) + gzip.compress(b"two", mtime=0)
print("multi member", gzip.decompress(multi))
print("trailing zeros", gzip.decompress(gzip.compress(b"z", mtime=0) + b"\x00" * 8))
attempt("gzip bad magic", lambda: gzip.decompress(b"\x1f\x8cxxxxxxxxxx"))
attempt("gzip truncated", lambda: gzip.decompress(g[:-3]))
attempt("gzip bad crc", lambda: gzip.decompress(g[:-8] + b"\x00\x00\x00\x00" + g[-4:]))
attempt("gzip bad size", lambda: gzip.decompress(g[:-4] + b"\x01\x00\x00\x00"))
attempt("gzip trailing junk", lambda: gzip.decompress(g + b"junk"))
attempt("gzip method", lambda: gzip.decompress(g[:2] + b"\x07" + g[3:]))
print("BadGzipFile", gzip.BadGzipFile.__mro__[1].__name__)
