# Reading text files: read(), read(n), readline(), readlines(), iteration,
# tell() and seek() back to a position tell() gave.
import os
p = '/tmp/fpy_632_%d.txt' % os.getpid()
with open(p, 'w') as f:
    f.write('first line\nsecond line\n\nfourth: caf\u00e9 \u20ac \U0001f600\nlast without newline')

with open(p) as f:
    print(repr(f.read()))
with open(p) as f:
    print(repr(f.read(5)), repr(f.read(0)), repr(f.read(7)))
    print(repr(f.readline()))
    print(repr(f.readline()), repr(f.readline()))
    print(repr(f.readline()))
    print(repr(f.readline()), repr(f.readline()))
with open(p) as f:
    print(f.readlines())
with open(p) as f:
    print(f.readlines(15))
with open(p) as f:
    for i, line in enumerate(f):
        print(i, repr(line))
with open(p) as f:
    f.readline()
    pos = f.tell()
    print(pos, repr(f.readline()))
    f.seek(pos)
    print(repr(f.readline()))
    f.seek(0)
    print(repr(f.read(10)))
    print(f.seek(0, 2) == f.tell(), repr(f.read()))
with open(p) as f:
    print(repr(f.readline(3)), repr(f.readline(100)), repr(f.readline(-1)))
    print(repr(f.read(None)[:6]))
with open(p) as f:
    data = f.read()
    print(len(data), data.count('\n'), sum(1 for _ in open(p)))
with open(p) as f:
    it = iter(f)
    print(it is f, next(it), end='')
    print(next(f), end='')
os.remove(p)
