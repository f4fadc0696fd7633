# b[i] = v: ints 0..255 only
b = bytearray(b'abc')
b[0] = 65
b[-1] = 0x43
b[1] = True
print(b)
def err(f):
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
def setb(k, v):
    b[k] = v
err(lambda: setb(0, 256))
err(lambda: setb(0, -1))
err(lambda: setb(0, 'x'))
err(lambda: setb(0, b'x'))
err(lambda: setb(0, 1.0))
err(lambda: setb(3, 1))
err(lambda: setb(-4, 1))
err(lambda: setb('a', 1))
print(b)
