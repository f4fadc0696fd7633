# decode, hex, fromhex
b = bytearray('naïve café', 'utf-8')
print(b.decode(), b.decode('utf-8'), b.decode('ascii', 'replace'), b.decode('latin-1'))
print(b.hex(), bytearray(b'\x01\x02\x03').hex('-'), bytearray(b'\xff\x00').hex(' ', -1))
print(bytearray.fromhex('de ad be ef'), type(bytearray.fromhex('00')).__name__)
print(str(b, 'utf-8'), str(memoryview(b'mem'), 'ascii'))
try:
    b.decode('ascii')
except UnicodeDecodeError as e:
    print('UnicodeDecodeError', e)
try:
    bytearray.fromhex('zz')
except ValueError as e:
    print('ValueError', e)
