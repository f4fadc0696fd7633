# writing through a memoryview of a bytearray
ba = bytearray(b'hello world')
m = memoryview(ba)
m[0] = 72
m[1:3] = b'EL'
m[-5:] = bytearray(b'WORLD')
print(ba)
m[::2] = b'______'
print(ba)
s = m[6:]
s[0] = 33
s[1:3] = memoryview(b'??')
print(ba)
def err(f):
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
def put(view, k, v):
    view[k] = v
ro = memoryview(b'bytes')
err(lambda: put(ro, 0, 1))
err(lambda: put(ro, slice(0, 1), b'x'))
err(lambda: put(m, 0, 256))
err(lambda: put(m, 0, -1))
err(lambda: put(m, 0, 'a'))
err(lambda: put(m, 0, b'a'))
err(lambda: put(m, 100, 1))
err(lambda: put(m, slice(0, 2), b'abc'))
err(lambda: put(m, slice(0, 2), 'ab'))
def delete():
    del m[0]
err(delete)
print(ba)
