# int.to_bytes and int.from_bytes: both byte orders, signed and unsigned,
# the edges of each length, big ints, subclasses, and CPython's errors.
class MyInt(int):
    pass


cases = [
    ("(1024).to_bytes(2, 'big')", lambda: (1024).to_bytes(2, 'big')),
    ("(1024).to_bytes(4, 'little')", lambda: (1024).to_bytes(4, 'little')),
    ("(-1).to_bytes(2, 'big', signed=True)", lambda: (-1).to_bytes(2, 'big', signed=True)),
    ('(255).to_bytes()', lambda: (255).to_bytes()),
    ("(0).to_bytes(0, 'big')", lambda: (0).to_bytes(0, 'big')),
    ("(0).to_bytes(0, 'big', signed=True)", lambda: (0).to_bytes(0, 'big', signed=True)),
    ("(1).to_bytes(0, 'big')", lambda: (1).to_bytes(0, 'big')),
    ("(-1).to_bytes(0, 'big', signed=True)", lambda: (-1).to_bytes(0, 'big', signed=True)),
    ("(-1).to_bytes(2, 'big')", lambda: (-1).to_bytes(2, 'big')),
    ("(127).to_bytes(1, 'big', signed=True)", lambda: (127).to_bytes(1, 'big', signed=True)),
    ("(128).to_bytes(1, 'big', signed=True)", lambda: (128).to_bytes(1, 'big', signed=True)),
    ("(-128).to_bytes(1, 'big', signed=True)", lambda: (-128).to_bytes(1, 'big', signed=True)),
    ("(-129).to_bytes(1, 'big', signed=True)", lambda: (-129).to_bytes(1, 'big', signed=True)),
    ("(255).to_bytes(1, 'little')", lambda: (255).to_bytes(1, 'little')),
    ("(256).to_bytes(1, 'little')", lambda: (256).to_bytes(1, 'little')),
    ("(2**70).to_bytes(10, 'little')", lambda: (2**70).to_bytes(10, 'little')),
    ("(2**70).to_bytes(9, 'little')", lambda: (2**70).to_bytes(9, 'little')),
    ("(-2**70).to_bytes(10, 'big', signed=True)", lambda: (-2**70).to_bytes(10, 'big', signed=True)),
    ("(2**63).to_bytes(8, 'big')", lambda: (2**63).to_bytes(8, 'big')),
    ("(-(2**63)).to_bytes(8, 'big', signed=True)", lambda: (-(2**63)).to_bytes(8, 'big', signed=True)),
    ("(2**63).to_bytes(8, 'big', signed=True)", lambda: (2**63).to_bytes(8, 'big', signed=True)),
    ("(5).to_bytes(-1, 'big')", lambda: (5).to_bytes(-1, 'big')),
    ("(5).to_bytes(2, 'middle')", lambda: (5).to_bytes(2, 'middle')),
    ('(5).to_bytes(2, 5)', lambda: (5).to_bytes(2, 5)),
    ('(5).to_bytes(2.0)', lambda: (5).to_bytes(2.0)),
    ("(5).to_bytes(length=2, byteorder='little')", lambda: (5).to_bytes(length=2, byteorder='little')),
    ("(5).to_bytes(2, 'big', True)", lambda: (5).to_bytes(2, 'big', True)),
    ('(5).to_bytes(2, sign=True)', lambda: (5).to_bytes(2, sign=True)),
    ("True.to_bytes(1, 'big')", lambda: True.to_bytes(1, 'big')),
    ("(-5).to_bytes(3, 'little', signed=1)", lambda: (-5).to_bytes(3, 'little', signed=1)),
    ('(7).to_bytes(True)', lambda: (7).to_bytes(True)),
    ("int.from_bytes(b'\\x00\\x10', 'big')", lambda: int.from_bytes(b'\x00\x10', 'big')),
    ("int.from_bytes(b'\\x00\\x10', 'little')", lambda: int.from_bytes(b'\x00\x10', 'little')),
    ("int.from_bytes(b'\\xff\\xff', 'big', signed=True)", lambda: int.from_bytes(b'\xff\xff', 'big', signed=True)),
    ("int.from_bytes(b'\\xff\\xff', 'big')", lambda: int.from_bytes(b'\xff\xff', 'big')),
    ("int.from_bytes(b'')", lambda: int.from_bytes(b'')),
    ("int.from_bytes(b'', signed=True)", lambda: int.from_bytes(b'', signed=True)),
    ("int.from_bytes([1, 2, 3], 'little')", lambda: int.from_bytes([1, 2, 3], 'little')),
    ("int.from_bytes((255,), 'big', signed=True)", lambda: int.from_bytes((255,), 'big', signed=True)),
    ("int.from_bytes(b'\\x01' * 20, 'big')", lambda: int.from_bytes(b'\x01' * 20, 'big')),
    ("int.from_bytes(b'\\x80' + b'\\x00' * 15, 'big', signed=True)", lambda: int.from_bytes(b'\x80' + b'\x00' * 15, 'big', signed=True)),
    ("bool.from_bytes(b'\\x01', 'big')", lambda: bool.from_bytes(b'\x01', 'big')),
    ("bool.from_bytes(b'\\x00', 'big')", lambda: bool.from_bytes(b'\x00', 'big')),
    ("int.from_bytes('ab', 'big')", lambda: int.from_bytes('ab', 'big')),
    ("int.from_bytes(5, 'big')", lambda: int.from_bytes(5, 'big')),
    ("int.from_bytes([256], 'big')", lambda: int.from_bytes([256], 'big')),
    ("int.from_bytes(b'\\x80', 'little', signed=True)", lambda: int.from_bytes(b'\x80', 'little', signed=True)),
    ("int.from_bytes(b'\\x00', byteorder='little')", lambda: int.from_bytes(b'\x00', byteorder='little')),
    ("int.from_bytes(bytes=b'\\x05')", lambda: int.from_bytes(bytes=b'\x05')),
    ('int.from_bytes()', lambda: int.from_bytes()),
    ("int.from_bytes(b'\\x05', 'big', False)", lambda: int.from_bytes(b'\x05', 'big', False)),
    ("int.from_bytes(b'\\x05', byteorder=None)", lambda: int.from_bytes(b'\x05', byteorder=None)),
    ("(12345678901234567890).to_bytes(9, 'big')", lambda: (12345678901234567890).to_bytes(9, 'big')),
    ('MyInt.from_bytes', lambda: (type(MyInt.from_bytes(b'\x01\x02', 'big')).__name__, MyInt.from_bytes(b'\x01\x02', 'big'))),
]
for label, f in cases:
    try:
        r = repr(f())
    except Exception as e:
        r = type(e).__name__ + ': ' + str(e)
    print(label, '->', r)

# round trips over many values and lengths
bad = 0
for v in [0, 1, -1, 127, -128, 255, 256, -257, 2**31, -2**31, 2**64 - 1, -2**64, 3**50, -(3**50)]:
    n = (v.bit_length() + 8) // 8
    for order in ('big', 'little'):
        if int.from_bytes(v.to_bytes(n, order, signed=True), order, signed=True) != v:
            bad += 1
        if v >= 0 and int.from_bytes(v.to_bytes(n + 3, order), order) != v:
            bad += 1
print('round trips bad:', bad)
