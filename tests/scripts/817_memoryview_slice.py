# slicing a memoryview gives another view of the same memory (no copy)
ba = bytearray(b'0123456789')
m = memoryview(ba)
s = m[2:6]
print(s.tobytes(), len(s), s.nbytes, s.obj is ba, s[0], s[-1])
ba[3] = 65
print(s.tobytes(), s[1])
t = s[1:3]
print(t.tobytes(), t.tolist())
e = m[::2]
print(e.tobytes(), e.tolist(), len(e), e[1], e.strides)
r = m[::-1]
print(r.tobytes(), r[0], r[2:5].tobytes(), r[::3].tobytes())
print(m[5:2].tobytes(), m[100:].tolist())
print(bytes(m[1:4]), bytearray(m[7:]))
try:
    m[::0]
except ValueError as e:
    print('ValueError', e)
