# comparisons with bytes, bytearray, memoryview; hashing is refused
a = bytearray(b'abc')
print(a == b'abc', b'abc' == a, a == bytearray(b'abc'), a != b'abd', a == 'abc', a == [97, 98, 99])
print(a < b'abd', b'abb' < a, a <= a, a > bytearray(b'ab'), a >= b'abc', bytearray() < b'\x00')
print(a == memoryview(b'abc'), memoryview(b'abc') == a, a < memoryview(b'b'))
print(sorted([bytearray(b'b'), bytearray(b'a'), bytearray(b'c')]))
def err(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
err(lambda: hash(a))
err(lambda: {a: 1})
err(lambda: {a})
err(lambda: a < 'abc')
err(lambda: a < 5)

