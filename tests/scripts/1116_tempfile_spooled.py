# SpooledTemporaryFile: in memory until max_size or fileno(), then a real
# temporary file with the same content and position
import os
import tempfile

base = tempfile.mkdtemp()

f = tempfile.SpooledTemporaryFile(max_size=10, dir=base)
print(f._rolled, f.mode, f.name, f.closed, f.readable(), f.writable(), f.seekable())
print(f.write(b"12345"), f.tell(), f._rolled)
f.seek(0)
print(f.read(), f.tell())
print(f.write(b"6789012"), f._rolled, f.tell(), os.listdir(base))
print(f.mode, isinstance(f.name, int), f.isatty())
f.seek(3)
print(f.read(4), f.read())
f.seek(0)
print(list(f))
print(f.truncate(4), f._rolled)
f.seek(0)
print(f.read())
f.close()
print(f.closed)

# rollover by fileno() and by truncate past max_size; writelines counts
g = tempfile.SpooledTemporaryFile(max_size=100, dir=base)
g.write(b"abc")
fd = g.fileno()
print(g._rolled, isinstance(fd, int), g.tell())
g.close()
h = tempfile.SpooledTemporaryFile(max_size=5, dir=base)
h.write(b"ab")
h.truncate(1)
print(h._rolled, h.tell())
h.truncate(9)
print(h._rolled)
h.close()
w = tempfile.SpooledTemporaryFile(max_size=5, dir=base)
w.writelines([b"abc", b"def"])
print(w._rolled)
w.close()

# max_size 0: never rolls over by size
z = tempfile.SpooledTemporaryFile()
z.write(b"x" * 100000)
print(z._rolled, z.tell())
z.close()

# text mode
t = tempfile.SpooledTemporaryFile(max_size=20, mode="w+", dir=base)
print(t.write("line one\n"), t._rolled, t.mode)
t.write("line two\n")
t.seek(0)
print(t.readlines(), t.tell())
t.write("and a third, longer\n")
print(t._rolled, t.mode)
t.seek(0)
print(repr(t.read()))
t.close()

with tempfile.SpooledTemporaryFile(max_size=3) as c:
    c.write(b"data")
    print(c._rolled)
print(c.closed)
try:
    with c:
        pass
except ValueError as e:
    print("ValueError", e)
print(os.listdir(base))
os.rmdir(base)
