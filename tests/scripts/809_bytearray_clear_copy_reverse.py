# clear, copy, reverse
b = bytearray(b'hello')
c = b.copy()
b.reverse()
print(b, c, c is b, type(c).__name__)
c.clear()
print(c, len(c), b)
e = bytearray()
e.reverse(); e.clear()
print(e)
try:
    b.copy(1)
except TypeError as e:
    print('TypeError', e)
try:
    b.reverse(1)
except TypeError as e:
    print('TypeError', e)
