# open() of path-like objects (__fspath__), and sys.stdout / sys.stderr as
# file objects: their attributes, writelines, and .buffer for bytes.
import sys

class P:
    def __init__(self, p):
        self.p = p

    def __fspath__(self):
        return self.p

f = open(P('/dev/null'))
print(repr(f.name), f.read())
f.close()
with open(P(b'/dev/null'), 'rb') as f:
    print(repr(f.name), f.read())

class Bad:
    def __fspath__(self):
        return 5

for arg in (Bad(), object(), 3.5, [1]):
    try:
        open(arg)
    except TypeError as e:
        print('TypeError', str(e).split(' at 0x')[0])

print(sys.stdout.name, sys.stdout.mode, sys.stdout.encoding, sys.stdout.closed)
print(sys.stdout.writable(), sys.stdout.readable())
print(sys.stderr.name, sys.stdout.buffer.name, sys.stdout.buffer.mode)
sys.stdout.writelines(['one\n', 'two\n'])
sys.stdout.flush()
print(sys.stdout.buffer.write(b'bytes through the buffer\n'))
sys.stdout.buffer.flush()
try:
    sys.stdout.buffer.write('text')
except TypeError as e:
    print(e)
try:
    sys.stdout.write(b'bytes')
except TypeError as e:
    print(e)
print(sys.stdout.write('written\n'))
print('done')
