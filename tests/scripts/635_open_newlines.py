# The newline argument: universal newlines on reading (None), untranslated (empty) and the
# fixed ones; translation on writing; f.newlines after reading.
import os
p = '/tmp/fpy_635_%d.txt' % os.getpid()
raw = b'unix\nwindows\r\nmac\rend'
with open(p, 'wb') as f:
    f.write(raw)
for nl in (None, '', '\n', '\r', '\r\n'):
    with open(p, newline=nl) as f:
        lines = f.readlines()
        print(repr(nl), lines, f.newlines)
    with open(p, newline=nl) as f:
        print(repr(nl), repr(f.read()))
    with open(p, newline=nl) as f:
        print(repr(nl), repr(f.read(9)), repr(f.read(3)))
with open(p) as f:
    print(f.newlines)
    f.readline()
    print(repr(f.newlines))
    f.readline()
    print(f.newlines)
for nl in (None, '', '\n', '\r', '\r\n'):
    with open(p, 'w', newline=nl) as f:
        f.write('a\nb\r\nc\rd\n')
    print(repr(nl), open(p, 'rb').read())
with open(p, 'wb') as f:
    f.write(b'only\r')
with open(p) as f:
    print(f.readlines())
with open(p, 'wb') as f:
    f.write(b'x\r\n' * 3000 + b'y\r')
with open(p) as f:
    lines = f.readlines()
    print(len(lines), sorted(set(lines)), f.newlines)
with open(p, newline='') as f:
    print(len(f.read()))
try:
    open(p, newline='\n\n')
except ValueError as e:
    print(e)
try:
    open(p, newline=5)
except TypeError as e:
    print(e)
os.remove(p)
