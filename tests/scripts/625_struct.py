# struct: every format code in native and standard modes, sizes and
# alignment, half floats' rounding, range errors with CPython's messages,
# unpack_from, iter_unpack, Struct, and struct.error.
import struct
tests=[('<b',200),('<B',-1),('<B',256),('<h',40000),('<H',-1),('<i',2**31),('<I',-1),('<I',2**32),('<l',2**31),('<L',2**32),('<q',2**63),('<Q',-1),('<Q',2**64),('b',200),('i',2**31),('l',2**63),('n',2**63),('N',-1),('P',-1),('<b','x'),('<b',1.5),('<f',1e300),('<e',1e10),('<d','x'),('<c',b'ab'),('<c','a'),('<s','abc'),('<?',[]),('<x',),('<z',1),('<n',1),('<q',-2**63),('<Q',2**64-1),('<e',65504.0),('<e',65520.0),('<e',1e-8),('<e',-0.0),('<e',float('inf')),('<f',float('nan')),('>d',1/3),('<I',True),('3s',b'ab'),('0s',b'x'),('2p',b'abc'),('0p',b'a'),('<5x',)]
for t in tests:
    try: print(t, struct.pack(*t))
    except Exception as e: print(t, type(e).__name__, e)
for f in ['<3s','<2h','>ihb','@ihb','=ihb','@bq','@bd','10p','<5x','0s','@?Q','!H','<e','@ce','@bhbi','bbbbq','<','',' i h ','@lL','<lL','@P','3']:
    try: print(repr(f), struct.calcsize(f))
    except Exception as e: print(repr(f), type(e).__name__, e)
print(struct.pack('>ihb', 1, -2, 3), struct.pack('@ihb',1,2,3), struct.pack('<3s', b'abcdef'), struct.pack('<5p', b'ab'), struct.pack('<?', 5), struct.pack('<f', 1.5), struct.pack('>d', -0.1), struct.pack('<e', 0.5))
print(struct.unpack('>ihb', struct.pack('>ihb', 1, -2, 3)), struct.unpack('<3s', b'abc'), struct.unpack('<5p', b'\x02abcd'), struct.unpack('<?', b'\x02'), struct.unpack('<f', struct.pack('<f', 0.1)), struct.unpack('<e', b'\x00<'))
print(struct.unpack('<bBhHiIlLqQ', struct.pack('<bBhHiIlLqQ', -1, 255, -300, 65000, -70000, 4000000000, -5, 6, -2**62, 2**63)))
print(struct.unpack('@bhiqd?', struct.pack('@bhiqd?', -5, 300, -70000, 2**40, 2.5, True)), struct.pack(b'<h', 7))
for v in [1.0, -2.5, 0.1, 1e-5, 6e-8, 3e-8, 65504.0, 0.333, -0.0, 1e-7, 2.98e-8]:
    print(v, struct.pack('<e', v), struct.unpack('<e', struct.pack('<e', v)), struct.unpack('>e', struct.pack('>e', v)))
for a in [('<i', b'abc'), ('<i',), ('<i', 'abcd'), ('x',), ('<h', b'\x01\x00', 1)]:
    try: print(struct.unpack(*a))
    except Exception as e: print(a, type(e).__name__, e)
for a in [('<i',), ('<ii',1), ('<i',1,2), ()]:
    try: print(struct.pack(*a))
    except Exception as e: print(a, type(e).__name__, e)
print(list(struct.iter_unpack('<h', b'\x01\x00\x02\x00')), struct.unpack_from('<h', b'\x00\x01\x00', 1), struct.unpack_from('<h', b'\x00\x01\x00', offset=-2), struct.unpack_from('<h', buffer=b'\x05\x00'))
for f in [lambda: list(struct.iter_unpack('<h', b'\x01')), lambda: struct.unpack_from('<i', b'ab', 0), lambda: struct.iter_unpack('<0s', b''), lambda: struct.unpack_from('<h', b'ab', -5), lambda: struct.calcsize(5)]:
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
print(struct.error.__module__, struct.error.__mro__, issubclass(struct.error, Exception))
s=struct.Struct('<hi'); print(s.format, s.size, s.pack(1,2), s.unpack(s.pack(1,2)), list(s.iter_unpack(s.pack(3,4)*2)), s.unpack_from(b'\x00'+s.pack(5,6), 1))
print(struct.Struct(b'>H').format)
class Idx:
    def __index__(self): return 42
class Flt:
    def __float__(self): return 2.5
print(struct.pack('<i', Idx()), struct.pack('<d', Flt()), struct.pack('<d', 3))
for f in ['9999999999999999999q', '999999999999999999q', '4611686018427387903q', '2000000000000000000s']:
    try:
        print(f, struct.calcsize(f))
    except struct.error as e:
        print(f, 'error:', e)
for o in [10, 2, 2**62]:
    try:
        print(struct.unpack_from('<h', b'ab', o))
    except struct.error as e:
        print('error:', e)
