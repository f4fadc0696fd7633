# bytearray's transforming methods return bytearrays
b = bytearray(b'  Hello, World  ')
for r in (b.strip(), b.lstrip(), b.rstrip(b' dl'), b.upper(), b.lower(), b.swapcase(), b.title(), b.capitalize(),
          b.replace(b'l', b'L'), b.replace(b'l', b'', 1), b.center(20, b'*'), b.ljust(18), b.rjust(18, b'.'),
          bytearray(b'42').zfill(5), bytearray(b'a\tb').expandtabs(4), b.removeprefix(b'  He'), b.removesuffix(b'  ')):
    print(r, type(r).__name__)
print(b.split(), b.split(b','), b.rsplit(b'l', 1), bytearray(b'a\nb\r\nc').splitlines(True))
print(b.partition(b','), b.rpartition(b'x'))
print(bytearray(b'-').join([b'a', bytearray(b'b'), memoryview(b'c')]), b'+'.join([bytearray(b'x'), b'y']))
print(type(bytearray(b'-').join([])).__name__)
c = bytearray(b'same')
d = c.strip()
d[0] = 83
print(c, d, c is d)
try:
    bytearray(b'x').join(['s'])
except TypeError as e:
    print('TypeError', e)
