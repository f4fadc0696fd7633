# bytearray slices are new bytearrays
b = bytearray(b'0123456789')
print(b[2:5], b[:3], b[7:], b[:], b[::2], b[1::3], b[::-1], b[8:2:-2], b[5:2], b[-3:], b[100:])
c = b[:]
c[0] = 65
print(b, c, c is b)
print(type(b[1:2]).__name__)
try:
    b[::0]
except ValueError as e:
    print('ValueError', e)
try:
    b['a':]
except TypeError as e:
    print('TypeError', e)
