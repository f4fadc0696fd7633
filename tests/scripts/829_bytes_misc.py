# bytes(): __bytes__, bytes-like sources, and sequences with __getitem__ only
class B:
    def __bytes__(self):
        return b'from __bytes__'
print(bytes(B()), bytes(bytearray(b'ba')), bytes(memoryview(b'mv')[::2]))
class Seq:
    def __getitem__(self, i):
        if i < 3:
            return 65 + i
        raise IndexError
print(bytes(Seq()), bytearray(Seq()))
def err(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
class Bad:
    def __bytes__(self):
        return 'str'
err(lambda: bytes(Bad()))
err(lambda: bytes([256]))
err(lambda: bytes(1.5))
err(lambda: bytearray(B()))
err(lambda: sum([b'a', b'b'], b''))
print(b'ab' + bytearray(b'cd') + memoryview(b'ef'))
print(b'abc'[1:] == bytearray(b'bc'), bytes(3) == bytearray(3))
err(lambda: sum([], bytearray()))
import random
print(random.Random(bytearray(b'seed')).random() == random.Random(b'seed').random(), random.Random(bytearray(b'x')).randrange(1000))
class I:
    def __index__(self):
        return 3
class IB(I):
    def __bytes__(self):
        return b'bb'
print(bytes(I()), bytes(IB()), bytearray(I()), bytearray(IB()))
err(lambda: bytes(10 ** 20))
err(lambda: bytes(-2))
exec(bytearray(b'print("exec of a bytearray")'))
print(eval(memoryview(b'1 + 2')), eval(bytearray(b'  3 * 3')))
ns = {}
exec(compile(bytearray(b'y = 5'), 'f', 'exec'), ns)
print(ns['y'])
err(lambda: exec(bytearray(b'a\x00')))
