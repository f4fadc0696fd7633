# Operations on a closed file: CPython's ValueError messages, which differ
# between text and binary files and between methods.
import io
import os
p = '/tmp/fpy_638_%d.txt' % os.getpid()
with open(p, 'w') as f:
    f.write('data\n')

def each(f, names):
    for name in names:
        args = {'read': (1,), 'seek': (0,), 'write': ('x' if isinstance(f, io.TextIOWrapper) else b'x',)}.get(name, ())
        try:
            r = getattr(f, name)(*args)
            print(name, 'gave', r)
        except (ValueError, OSError) as e:
            print(name, type(e).__name__, e)

names = ['read', 'readline', 'readlines', 'write', 'tell', 'seek', 'fileno', 'flush', 'seekable',
         'readable', 'writable', 'isatty', '__iter__', '__next__', '__enter__', 'close']
for mode in ('r', 'rb', 'w', 'wb'):
    f = open(p, mode)
    f.close()
    print('--', mode, f.closed)
    each(f, names)
f = open(p)
f.close()
f.close()
print('closed twice', f.closed)
with open(p) as f:
    pass
try:
    for line in f:
        pass
except ValueError as e:
    print('loop:', e)
os.remove(p)
