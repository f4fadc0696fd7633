# release(), the context manager, and exports that pin a bytearray's size
ba = bytearray(b'abc')
m = memoryview(ba)
def err(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
err(lambda: ba.append(1))
err(lambda: ba.extend(b'xy'))
err(lambda: ba.pop())
err(lambda: ba.remove(97))
err(lambda: ba.insert(0, 1))
err(lambda: ba.clear())
def d():
    del ba[0]
err(d)
def sl():
    ba[0:1] = b'xyz'
err(sl)
def same():
    ba[0:1] = b'Z'
    return ba
err(same)
def iadd():
    global ba
    ba += b'!'
err(iadd)
s = m[1:]
m.release()
err(lambda: ba.append(1))
s.release()
ba.append(33)
print(ba)
err(lambda: m[0])
err(lambda: len(m))
err(lambda: m.tobytes())
err(lambda: m.nbytes)
err(lambda: bytes(m))
err(lambda: m[0:1])
m.release()
print(m == m, m == ba)
with memoryview(ba) as v:
    print(v.tobytes())
    err(lambda: ba.append(0))
ba.append(0)
print(ba)
err(lambda: v.tolist())
err(lambda: v.__enter__())
mm = memoryview(ba)
del mm
ba.append(1)
print(ba)
