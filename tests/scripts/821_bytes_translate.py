# translate and maketrans on bytes and bytearray
t = bytes.maketrans(b'abc', b'xyz')
print(len(t), t[97:100], type(t).__name__, type(bytearray.maketrans(b'a', b'b')).__name__)
print(b'aabbcc'.translate(t), bytearray(b'abcabc').translate(t), b'hello'.translate(None, b'l'))
print(b'hello world'.translate(t, b' o'), b'abc'.translate(None), bytearray(b'abc').translate(None, delete=b'b'))
print(b'abc'.translate(bytearray(t)), b'abc'.translate(memoryview(t)))
def err(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
err(lambda: bytes.maketrans(b'ab', b'x'))
err(lambda: bytes.maketrans('ab', 'xy'))
err(lambda: bytes.maketrans(b'a'))
err(lambda: b'abc'.translate(b'short'))
err(lambda: b'abc'.translate('x' * 256))
err(lambda: b'abc'.translate(None, 'b'))
err(lambda: b'abc'.translate())
