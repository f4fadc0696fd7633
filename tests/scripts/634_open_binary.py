# Binary files: bytes in and out, read(n), readline, iteration, seek with
# every whence, tell, r+b updates, raw (unbuffered) files.
import os
p = '/tmp/fpy_634_%d.bin' % os.getpid()
with open(p, 'wb') as f:
    print(f.write(b'\x00\x01\x02hello\nworld\r\n'), f.write(bytes(range(250, 256))))
    print(f.tell())
with open(p, 'rb') as f:
    print(f.read(3), f.tell())
    print(f.readline(), f.readline())
    print(f.read(), f.read(), f.read(5))
    print(f.seek(-3, 2), f.read())
    print(f.seek(2), f.seek(3, 1), f.read(5))
    print(f.seek(-4, 1), f.read(2))
    f.seek(0)
    print(list(f))
    f.seek(0)
    print(f.readlines())
    f.seek(0)
    print(f.readline(4), f.readline(100))
with open(p, 'r+b') as f:
    f.seek(3)
    f.write(b'HELLO')
    f.seek(0)
    print(f.read(9))
    f.seek(0, 2)
    f.write(b'!')
with open(p, 'rb') as f:
    data = f.read()
print(len(data), data[-2:], data[3:8])
with open(p, 'ab') as f:
    f.write(b'tail')
print(open(p, 'rb').read()[-4:])
with open(p, 'rb', buffering=0) as f:
    print(type(f).__name__, f.read(2), f.read(), f.read())
with open(p, 'wb', buffering=0) as f:
    print(f.write(b'raw'), f.tell())
print(open(p, 'rb').read())
with open(p, 'w+b') as f:
    f.write(b'12345')
    f.seek(1)
    print(f.read(2), f.tell())
    print(f.truncate(), f.seek(0, 2))
os.remove(p)
