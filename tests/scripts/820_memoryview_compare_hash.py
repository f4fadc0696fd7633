# ==, hash, bytes(), hex() of memoryviews
m = memoryview(b'abc')
print(m == b'abc', b'abc' == m, m == bytearray(b'abc'), m == memoryview(b'abc'), m != b'abd', m == 'abc', m == 5)
print(hash(m) == hash(b'abc'), hash(m[1:]) == hash(b'bc'))
print(m.hex(), m.hex(':'), memoryview(b'\x01\x02\x03\x04').hex('-', 2), bytes(m), m.tobytes())
w = memoryview(bytearray(b'abc'))
print(w == m, w.toreadonly().readonly, w.toreadonly() == w)
def err(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
err(lambda: hash(w))
err(lambda: m < b'b')
err(lambda: m > m)
err(lambda: hash(w.toreadonly()))
print({m: 1}[b'abc'])
