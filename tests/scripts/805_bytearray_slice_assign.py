# slice assignment: same size, growing, shrinking, extended slices
b = bytearray(b'0123456789')
b[0:2] = b'ab'; print(b)
b[2:4] = b'XYZW'; print(b)
b[4:10] = b''; print(b)
b[len(b):] = [33, 34]; print(b)
b[:0] = bytearray(b'<<'); print(b)
b[1:1] = memoryview(b'mv'); print(b)
b[::2] = b'_' * len(b[::2]); print(b)
b[::-3] = range(65, 65 + len(b[::-3])); print(b)
b[5:2] = b'in'; print(b)
b[:] = b; print(b)
b[2:] = b[:3]; print(b)
b[:] = (x for x in b'gen'); print(b)
def err(f):
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
def sl(s, v):
    b[s] = v
err(lambda: sl(slice(None, None, 2), b'abcdef'))
err(lambda: sl(slice(0, 1), 5))
err(lambda: sl(slice(0, 1), 'str'))
err(lambda: sl(slice(0, 1), 1.5))
err(lambda: sl(slice(0, 1), [300]))
err(lambda: sl(slice(0, 1), ['a']))
err(lambda: sl(slice(0, 1, 0), b''))
err(lambda: sl(slice(0, 1), None))
print(b)
c = bytearray(b'abcdefg')
c[::2] = b''
print(c)
c[::-1] = bytearray()
print(c)
