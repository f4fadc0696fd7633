# del b[i], del b[i:j], extended deletions
b = bytearray(b'abcdefghij')
del b[0]; print(b)
del b[-1]; print(b)
del b[2:4]; print(b)
del b[::2]; print(b)
b = bytearray(b'0123456789')
del b[::-3]; print(b)
del b[5:1]; print(b)
del b[:]; print(b, len(b))
try:
    del b[0]
except IndexError as e:
    print('IndexError', e)
b = bytearray(b'xy')
try:
    del b['k']
except TypeError as e:
    print('TypeError', e)
