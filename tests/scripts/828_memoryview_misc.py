# memoryview: iteration, cast('B'), toreadonly, repr shape, nested views
ba = bytearray(b'abc')
m = memoryview(ba)
print(list(m), [x for x in m[::-1]], sum(m), 98 in m, 120 in m)
c = m.cast('B')
print(c.tobytes(), c.format, c.readonly)
r = m.toreadonly()
print(r.readonly, r.tobytes())
try:
    r[0] = 1
except TypeError as e:
    print('TypeError', e)
n = memoryview(memoryview(ba)[1:])
print(n.tobytes(), n.obj is ba, repr(m).startswith('<memory at 0x'))
m.release()
print(repr(m).startswith('<released memory at 0x'))
try:
    m.cast('B')
except ValueError as e:
    print('ValueError', e)
c.release(); r.release(); n.release()
ba.extend(b'de')
print(ba, len(m.__class__.__name__))
