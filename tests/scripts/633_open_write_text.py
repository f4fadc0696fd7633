# Writing text files: write() returns characters written, writelines,
# print(file=f), modes w, a, x, w+, r+ and what each leaves in the file.
import os
p = '/tmp/fpy_633_%d.txt' % os.getpid()
f = open(p, 'w')
print(f.write('abc'), f.write(''), f.write('\u20ac\n'), f.write('x' * 10))
f.writelines(['1\n', '2\n'])
f.writelines(iter(['3', '\n']))
print('printed', 42, sep='|', end='!\n', file=f)
print(file=f)
f.close()
print(repr(open(p).read()))
with open(p, 'a') as f:
    print(f.tell() > 0)
    f.write('appended\n')
print(open(p).read().splitlines()[-1])
with open(p, 'w') as f:
    f.write('truncated')
print(open(p).read())
with open(p, 'w+') as f:
    f.write('read me back')
    f.seek(0)
    print(repr(f.read()))
with open(p, 'r+') as f:
    f.write('READ')
    f.seek(0)
    print(repr(f.read()))
    f.seek(0)
    f.truncate(4)
with open(p) as f:
    print(repr(f.read()))
try:
    open(p, 'x')
except FileExistsError as e:
    print(type(e).__name__, e.errno, e.strerror, e.filename == p)
os.remove(p)
with open(p, 'x') as f:
    f.write('exclusive')
print(open(p).read())
with open(p, 'a+') as f:
    f.write('+more')
    f.seek(0)
    print(f.read())
os.remove(p)
