# shutil on a small tree under a mkdtemp: copytree (symlinks, ignore_patterns,
# dirs_exist_ok), copy/copy2/copyfile/copymode/copyfileobj, move, rmtree
# (onerror, ignore_errors), get_terminal_size, disk_usage, which, chown
import tempfile, os, shutil, sys, io
base = tempfile.mkdtemp()
os.chdir(base)
os.makedirs('src/sub/deep')
for p, data in [('src/a.txt', 'A'), ('src/b.pyc', 'B'), ('src/sub/c.txt', 'C'), ('src/sub/deep/d.log', 'D'), ('src/sub/tmp_e', 'E')]:
    with open(p, 'w') as f: f.write(data)
os.chmod('src/a.txt', 0o640)
os.utime('src/a.txt', (1000000000, 1000000000))
os.symlink('a.txt', 'src/link')
def tree(root):
    out = []
    for dp, dn, fn in os.walk(root):
        dn.sort()
        for n in sorted(fn):
            full = os.path.join(dp, n)
            out.append((os.path.relpath(full, root), os.path.islink(full), open(full).read()))
    return out
print(shutil.copytree('src', 'dst'))
print(tree('dst'))
print(oct(os.stat('dst/a.txt').st_mode & 0o777), os.stat('dst/a.txt').st_mtime)
print(os.path.islink('dst/link'))
shutil.copytree('src', 'dst2', symlinks=True, ignore=shutil.ignore_patterns('*.pyc', 'tmp*', '[d]eep'))
print(tree('dst2'), os.path.islink('dst2/link'), os.readlink('dst2/link'))
try:
    shutil.copytree('src', 'dst2')
except FileExistsError as e:
    print('exists', e.errno)
shutil.copytree('src', 'dst2', dirs_exist_ok=True)
print(len(tree('dst2')))
print(shutil.copy('src/a.txt', 'c1.txt'), oct(os.stat('c1.txt').st_mode & 0o777), os.stat('c1.txt').st_mtime == 1000000000)
print(shutil.copy2('src/a.txt', 'c2.txt'), os.stat('c2.txt').st_mtime)
os.mkdir('into')
print(shutil.copy('src/a.txt', 'into'), shutil.copyfile('src/a.txt', 'c3.txt'))
try:
    shutil.copyfile('c3.txt', 'c3.txt')
except shutil.SameFileError as e:
    print(type(e).__name__, e, isinstance(e, OSError))
try:
    shutil.copyfile('nope.txt', 'x')
except FileNotFoundError as e:
    print(e)
try:
    shutil.copyfile('src/a.txt', 'nodir/x')
except FileNotFoundError as e:
    print(e)
shutil.copymode('src/a.txt', 'c3.txt'); print(oct(os.stat('c3.txt').st_mode & 0o777))
src = io.BytesIO(b'x' * 100000); dst = io.BytesIO(); shutil.copyfileobj(src, dst, 1000); print(len(dst.getvalue()))
print(shutil.move('c1.txt', 'into'), os.path.exists('c1.txt'), sorted(os.listdir('into')))
print(shutil.move('c2.txt', 'moved.txt'), os.path.exists('moved.txt'))
print(shutil.move('dst2', 'dst3'), os.path.isdir('dst3'))
try:
    shutil.move('into/c1.txt', 'into')
except shutil.Error as e:
    print('Error', str(e).replace(base, 'BASE'))
try:
    shutil.move('dst3', 'dst3/inner')
except shutil.Error as e:
    print('Error2', type(e).__name__)
try:
    shutil.rmtree('nope')
except FileNotFoundError as e:
    print(e)
errs = []
shutil.rmtree('nope', onerror=lambda f, p, ei: errs.append((f.__name__, p, ei[0].__name__)))
print(errs)
errs = []
shutil.rmtree('src/link', onerror=lambda f, p, ei: errs.append((f.__name__, p, ei[0].__name__, str(ei[1]))))
print(errs)
shutil.rmtree('nope', ignore_errors=True)
try:
    shutil.rmtree('moved.txt')
except NotADirectoryError as e:
    print(e)
shutil.rmtree('dst'); shutil.rmtree('dst3')
print(sorted(os.listdir('.')))
print(shutil.rmtree.avoids_symlink_attacks in (True, False))
os.environ['COLUMNS'] = '100'; os.environ['LINES'] = '30'
print(shutil.get_terminal_size())
del os.environ['COLUMNS']; del os.environ['LINES']
print(shutil.get_terminal_size((33, 7)))
os.environ['COLUMNS'] = 'x'
print(shutil.get_terminal_size((12, 5)))
u = shutil.disk_usage('.')
print(type(u).__name__, u._fields, u.total >= u.used, u.total > 0, u.free >= 0)
print(shutil.which('sh') is not None, shutil.which('definitely-not-a-command-xyz'), shutil.which('sh', path=''), shutil.which('c3.txt', path='.'))
os.chmod('c3.txt', 0o755)
print(shutil.which('c3.txt', path='.'), shutil.which('./c3.txt'), shutil.which(b'c3.txt', path='.'))
try:
    shutil.chown('c3.txt')
except ValueError as e:
    print(e)
shutil.chown('c3.txt', os.getuid(), os.getgid())
try:
    shutil.chown('c3.txt', 'no-such-user-xyz')
except LookupError as e:
    print(e)
shutil.chown('c3.txt', group=os.getgid())
os.chdir('/')
shutil.rmtree(base)
print(os.path.exists(base))
