# io.StringIO: an in-memory text stream.
import io
s = io.StringIO()
print(s.write('hello\n'), s.write('world'), s.tell(), s.getvalue())
s.seek(0)
print(repr(s.readline()), repr(s.read()), repr(s.read()))
s.seek(2)
s.write('LL')
print(repr(s.getvalue()), s.tell())
s.seek(0, 2)
s.write('!')
print(repr(s.getvalue()))
print(list(io.StringIO('a\nb\nc')), io.StringIO('x\ny\n').readlines())
s = io.StringIO('line one\nline two\n')
print(s.tell(), s.read(4), s.tell(), repr(s.readline(3)))
s = io.StringIO()
print('a', 1, 2.5, sep=',', file=s)
print('more', file=s, end='')
print(repr(s.getvalue()))
s = io.StringIO('abcdef')
s.seek(3)
print(s.truncate(), repr(s.getvalue()), s.truncate(1), repr(s.getvalue()))
s = io.StringIO('abc')
s.seek(6)
s.write('z')
print(repr(s.getvalue()))
with io.StringIO('ctx') as s:
    print(s.read(), s.closed)
print(s.closed)
for op in ('read', 'getvalue', 'write', 'tell'):
    try:
        getattr(s, op)(*(('x',) if op == 'write' else ()))
    except ValueError as e:
        print(op, e)
try:
    io.StringIO().write(b'x')
except TypeError as e:
    print(e)
try:
    io.StringIO(5)
except TypeError as e:
    print(e)
s = io.StringIO()
try:
    s.seek(1, 1)
except OSError as e:
    print(type(e).__name__, e)
try:
    s.seek(-1)
except ValueError as e:
    print(e)
print(s.readable(), s.writable(), s.seekable(), s.isatty())
s = io.StringIO(newline=None)
s.write('a\r\nb\rc\n')
print(repr(s.getvalue()))
parts = io.StringIO()
for i in range(1000):
    parts.write(str(i))
print(len(parts.getvalue()), parts.getvalue()[-6:])
