# bytes.hex(sep, bytes_per_sep) and fromhex
b = bytes(range(1, 8))
print(b.hex(), b.hex(':'), b.hex(b'-'), b.hex(' ', 2), b.hex(' ', -2), b.hex('.', 3), b.hex('.', -3))
print(b.hex(':', 7), b.hex(':', 100), b.hex(':', 0), b''.hex(':'), b'\xff'.hex(':'), b.hex(sep='_', bytes_per_sep=4))
print(bytearray(b).hex('|', 2), memoryview(b).hex('/', -3))
print(bytes.fromhex(b.hex(' ', 2).replace(' ', '')), bytes.fromhex(' 01 02\t03 '))
def err(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
err(lambda: b.hex('::'))
err(lambda: b.hex(''))
err(lambda: b.hex(5))
err(lambda: b.hex('é'))
err(lambda: b.hex(':', 'x'))
err(lambda: b.hex(':', 2 ** 40))
err(lambda: bytes.fromhex('0'))
err(lambda: bytes.fromhex('0g'))
err(lambda: bytes.fromhex(b'00'))
