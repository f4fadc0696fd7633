# where bytes are expected, bytearray and memoryview are accepted too
ba, mv = bytearray(b'lo'), memoryview(b'el')
print(b'hello'.find(ba), b'hello'.count(mv), b'hello'.replace(ba, mv), b'hello'.split(ba))
print(b'hello'.startswith((ba, b'x')), b'hello'.strip(bytearray(b'ho')), b'a,b'.partition(bytearray(b',')))
print(bytes(ba), bytes(mv), bytes(memoryview(ba)[::-1]), b''.join([ba, mv, b'!']))
print(b'x' + ba, ba in b'hello', mv in b'hello', b'hello'.removeprefix(memoryview(b'he')))
print(int.from_bytes(bytearray(b'\x01\x02'), 'big'), int.from_bytes(memoryview(b'\x01\x02'), 'little'))
print(b'abc' == bytearray(b'abc'), b'abc' == memoryview(b'abc'), b'a' < bytearray(b'b'))
import struct
print(struct.unpack('>H', bytearray(b'\x01\x02')), struct.unpack('>H', memoryview(b'\x00\x03')))
print(bytes.maketrans(bytearray(b'ab'), memoryview(b'xy'))[97:99])
print(b'%s-%s' % (ba, mv))
print(ord(bytearray(b'z')), int(bytearray(b'42')), float(memoryview(b'2.5')))
try:
    b'x'.find([1])
except TypeError as e:
    print('TypeError', e)
try:
    b''.join([b'a', 'b'])
except TypeError as e:
    print('TypeError', e)
