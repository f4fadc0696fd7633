# Binary files and bytes-like objects: write() takes bytearray and
# memoryview, readinto() fills a bytearray or a writable memoryview,
# sys.stdout.buffer takes them too.
import os
import sys
p = '/tmp/fpy_646_%d.bin' % os.getpid()
with open(p, 'wb') as f:
    print(f.write(bytearray(b'hello world')), f.write(memoryview(b'!!?')[1:]), f.write(b''))
b = bytearray(5)
with open(p, 'rb') as f:
    n = f.readinto(b)
    print(n, b)
    print(f.readinto(memoryview(b)[1:3]), b)
    print(f.read())
    print(f.readinto(b), b)
with open(p, 'rb', buffering=0) as f:
    big = bytearray(100)
    print(f.readinto(big), bytes(big[:14]))
with open(p, 'rb') as f:
    for bad in (b'immutable', memoryview(b'ro'), 'text', 5):
        try:
            f.readinto(bad)
        except TypeError as e:
            print('TypeError', e)
with open(p, 'wb') as f:
    try:
        f.write('text')
    except TypeError as e:
        print('TypeError', e)
sys.stdout.flush()
sys.stdout.buffer.write(bytearray(b'through stdout.buffer\n'))
sys.stdout.buffer.write(memoryview(b'a view\n'))
sys.stdout.buffer.flush()
os.remove(p)
