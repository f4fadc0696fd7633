# io.BytesIO: an in-memory binary stream.
import io
b = io.BytesIO(b'abc\ndef')
print(b.read(2), b.readline(), b.read(), b.tell(), b.getvalue())
b.write(b'XY')
print(b.getvalue(), b.tell())
b.seek(1)
b.write(b'__')
print(b.getvalue())
print(b.seek(-2, 2), b.read(), b.seek(-3, 1), b.read(1))
print(list(io.BytesIO(b'1\n2\n3')))
b = io.BytesIO()
for i in range(5):
    b.write(bytes([65 + i]) * 2)
print(b.getvalue(), len(b.getvalue()))
b.truncate(4)
print(b.getvalue())
try:
    io.BytesIO().write('text')
except TypeError as e:
    print(e)
b.close()
try:
    b.read()
except ValueError as e:
    print(e)
with io.BytesIO(b'ctx') as b:
    print(b.read1(), b.closed)
print(b.closed)
