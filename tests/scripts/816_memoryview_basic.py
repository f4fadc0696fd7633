# memoryview on bytes and bytearray: len, items, attributes
data = b'abcdef'
m = memoryview(data)
print(len(m), m[0], m[-1], m.tobytes(), m.tolist())
print(m.readonly, m.nbytes, m.format, m.itemsize, m.ndim, m.obj is data, m.shape, m.strides)
ba = bytearray(b'xyz')
w = memoryview(ba)
print(len(w), w[1], w.readonly, w.obj is ba, w.nbytes)
print(type(m).__name__, type(m[0]).__name__)
def err(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
err(lambda: m[6])
err(lambda: m[-7])
err(lambda: m['a'])
err(lambda: memoryview('str'))
err(lambda: memoryview(5))
err(lambda: memoryview([1, 2]))
err(lambda: memoryview())
print(memoryview(m).tobytes(), memoryview(m).obj is data)
