# io.TextIOWrapper over a binary file, and reconfigure(): the idioms scripts
# use to choose an encoding for a stream.
import io
import os
import sys
p = '/tmp/fpy_645_%d.txt' % os.getpid()
b = open(p, 'wb')
t = io.TextIOWrapper(b, encoding='latin-1', newline='\r\n')
print(type(t).__name__, t.encoding, t.buffer is b, t.name == p)
print(t.write('caf\xe9\nline two\n'))
t.close()
print(b.closed, t.closed, open(p, 'rb').read())
b = open(p, 'rb')
t = io.TextIOWrapper(b, encoding='latin-1')
print(t.readline(), end='')
print(t.readlines())
t.close()
b = open(p, 'rb')
b.read(3)
t = io.TextIOWrapper(b, encoding='latin-1', newline='')
print(repr(t.read()))
t.close()
w = io.TextIOWrapper(sys.stdout.buffer, encoding='utf-8')
print(type(w).__name__, w.encoding)
w.write('through the wrapper\n')
w.flush()
print(sys.stdout.reconfigure(encoding='utf-8', line_buffering=True))
print(sys.stdout.reconfigure(errors='strict'))
with open(p, 'w') as f:
    print(f.reconfigure(line_buffering=True), f.line_buffering)
    print(f.reconfigure(encoding='UTF-8'))
try:
    io.TextIOWrapper(5)
except AttributeError as e:
    print('AttributeError', e)
c = open(p, 'rb')
c.close()
try:
    io.TextIOWrapper(c)
except ValueError as e:
    print('ValueError', e)
try:
    sys.stdout.reconfigure(encoding='no-such')
except LookupError as e:
    print('LookupError', e)
os.remove(p)
