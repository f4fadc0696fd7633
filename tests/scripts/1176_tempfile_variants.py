# tempfile: SpooledTemporaryFile rollover/fileno, TemporaryDirectory options,
# NamedTemporaryFile(delete=False), mkstemp/mkdtemp modes and arguments.
import tempfile, os, io

s = tempfile.SpooledTemporaryFile(max_size=10, mode='w+b')
s.write(b'12345')
print(s._rolled, isinstance(s._file, io.BytesIO), s.tell())
s.write(b'678901')
print(s._rolled, s.tell())
s.seek(0)
print(s.read())
s.close()
s = tempfile.SpooledTemporaryFile(max_size=100, mode='w+', encoding='utf-8', newline='')
s.write('a\r\nb')
print(s._rolled)
fd = s.fileno()
print(s._rolled, isinstance(fd, int))
s.seek(0)
print(repr(s.read()), s.mode, s.encoding, s.newlines)
s.close()
s = tempfile.SpooledTemporaryFile()
s.write(b'abc')
s.rollover()
print(s._rolled, s.closed)
s.truncate(1)
s.seek(0)
print(s.read())
with tempfile.SpooledTemporaryFile(max_size=4) as s:
    s.writelines([b'ab', b'cd', b'ef'])
    print(s._rolled)
print(s.closed)

with tempfile.TemporaryDirectory(prefix='pre_', suffix='_suf') as d:
    base = os.path.basename(d)
    print(base.startswith('pre_'), base.endswith('_suf'), os.path.isdir(d))
    stat_mode = 0o777 & (os.stat(d).st_mode)
    print(oct(stat_mode))
    sub = os.path.join(d, 'sub')
    os.mkdir(sub)
    open(os.path.join(sub, 'f'), 'w').close()
print(os.path.exists(d))
td = tempfile.TemporaryDirectory(ignore_cleanup_errors=True)
n = td.name
os.rmdir(n)
td.cleanup()
print('cleanup ok', os.path.exists(n))
td = tempfile.TemporaryDirectory()
os.rmdir(td.name)
try:
    td.cleanup()
except FileNotFoundError as e:
    print('FileNotFoundError')

f = tempfile.NamedTemporaryFile(delete=False, suffix='.txt', mode='w')
name = f.name
f.write('kept')
f.close()
print(os.path.exists(name), name.endswith('.txt'), open(name).read())
os.unlink(name)
print(os.path.exists(name))
with tempfile.NamedTemporaryFile('w+') as f:
    f.write('xyz')
    f.seek(0)
    print(f.read(), os.path.exists(f.name), f.file.closed)
print(os.path.exists(f.name))

fd, path = tempfile.mkstemp(text=True, prefix='t', suffix='.s')
print(oct(0o777 & (os.fstat(fd).st_mode)), os.path.basename(path).startswith('t'), path.endswith('.s'))
os.write(fd, b'line\n')
os.close(fd)
with open(path) as f:
    print(f.read(), end='')
os.unlink(path)
d = tempfile.mkdtemp(dir=tempfile.gettempdir())
fd, path = tempfile.mkstemp(dir=d)
print(os.path.dirname(path) == d)
os.close(fd)
fd, path2 = tempfile.mkstemp(dir=d.encode())
print(type(path2).__name__)
os.close(fd)
os.unlink(path); os.unlink(path2); os.rmdir(d)
try:
    tempfile.mkstemp(dir=os.path.join(d, 'gone'))
except FileNotFoundError as e:
    print('FileNotFoundError', e.errno)
try:
    tempfile.mkstemp(prefix=b'x', suffix='y')
except TypeError as e:
    print('TypeError', e)
print(tempfile.gettempprefix(), type(tempfile.gettempdirb()).__name__, tempfile.gettempprefixb())
tf = tempfile.TemporaryFile('w+')
tf.write('unnamed')
tf.seek(0)
print(tf.read(), isinstance(tf.name, int))
tf.close()
