# File objects' types, reprs and attributes for every mode.
import io
import os
p = '/tmp/fpy_639_%d.txt' % os.getpid()
open(p, 'w').close()

def show(f):
    r = repr(f).replace(p, 'P')
    print(type(f).__name__, r, f.mode, f.name == p, f.closed)
    print('  ', f.readable(), f.writable(), f.seekable(), f.isatty(), f.fileno() > 2)

for mode in ('r', 'w', 'a', 'r+', 'w+', 'a+', 'rt', 'rb', 'wb', 'ab', 'r+b', 'w+b', 'a+b', 'br+'):
    with open(p, mode) as f:
        show(f)
for mode in ('rb', 'wb', 'ab', 'r+b', 'w+b'):
    with open(p, mode, buffering=0) as f:
        show(f)
        print('  closefd', f.closefd)
with open(p, encoding='latin-1', errors='replace') as f:
    print(f.encoding, f.errors, f.line_buffering, f.newlines)
with open(p) as f:
    print(f.encoding, f.errors)
with open(p, 'w', buffering=1) as f:
    print(f.line_buffering)
with open(p, 'rb') as f:
    try:
        f.encoding
    except AttributeError as e:
        print('AttributeError', e)
print(isinstance(open(p), io.TextIOWrapper), isinstance(open(p, 'rb'), io.BufferedReader),
      isinstance(open(p, 'wb'), io.BufferedWriter), isinstance(open(p, 'r+b'), io.BufferedRandom),
      isinstance(open(p, 'rb', buffering=0), io.FileIO))
f = open(p, 'rb', buffering=0)
f.close()
print(repr(f))
fd = os.open(p, os.O_RDONLY)
f = open(fd, closefd=False)
print(f.name == fd, f.read())
f.close()
os.close(fd)
os.remove(p)
