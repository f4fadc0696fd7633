# struct's readers on bytearray and memoryview
import struct
data = bytearray(struct.pack('<hhI', 1, -1, 7))
print(struct.unpack('<hhI', data), struct.unpack('<hhI', memoryview(data)))
print(struct.unpack_from('<I', data, 4), struct.unpack_from('<h', data), struct.unpack_from('<h', memoryview(data), offset=2))
print(struct.unpack_from('<h', data, -6), struct.unpack('<2h', memoryview(data)[:4]))
print(list(struct.iter_unpack('<h', data[:4])), list(struct.iter_unpack('<h', memoryview(data)[:4])))
s = struct.Struct('<I')
print(s.unpack(data[4:]), s.unpack_from(memoryview(data), 4))
def err(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
err(lambda: struct.unpack('<I', bytearray(3)))
err(lambda: struct.unpack_from('<I', data, 6))
err(lambda: struct.unpack_from('<I', data, -20))
err(lambda: struct.unpack('<I', 'abcd'))
err(lambda: struct.unpack('<I', [1, 2, 3, 4]))
