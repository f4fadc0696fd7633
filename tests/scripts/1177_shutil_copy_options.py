# shutil: copytree with symlinks/copy_function/ignore/dirs_exist_ok,
# copymode/copystat, chown errors, get_terminal_size from the environment.
import shutil, os, tempfile

with tempfile.TemporaryDirectory() as d:
    src = os.path.join(d, 'src')
    os.makedirs(os.path.join(src, 'sub'))
    with open(os.path.join(src, 'a.txt'), 'w') as f:
        f.write('A')
    with open(os.path.join(src, 'sub', 'b.log'), 'w') as f:
        f.write('B')
    os.symlink('a.txt', os.path.join(src, 'link'))
    os.symlink('missing-target', os.path.join(src, 'dangling'))
    dst = os.path.join(d, 'dst')
    copied = []
    def cf(s, t):
        copied.append(os.path.relpath(s, src))
        return shutil.copy2(s, t)
    shutil.copytree(src, dst, symlinks=True, copy_function=cf)
    print(sorted(copied))
    print(os.path.islink(os.path.join(dst, 'link')), os.readlink(os.path.join(dst, 'link')),
          os.path.islink(os.path.join(dst, 'dangling')))
    dst2 = os.path.join(d, 'dst2')
    try:
        shutil.copytree(src, dst2)
    except shutil.Error as e:
        print('shutil.Error', len(e.args[0]), os.path.basename(e.args[0][0][0]))
    dst3 = os.path.join(d, 'dst3')
    shutil.copytree(src, dst3, ignore_dangling_symlinks=True, ignore=shutil.ignore_patterns('*.log'))
    res = []
    for root, dirs, files in os.walk(dst3):
        for n in files:
            p = os.path.join(root, n)
            res.append((os.path.relpath(p, dst3), os.path.islink(p)))
    print(sorted(res))
    try:
        shutil.copytree(src, dst3)
    except FileExistsError as e:
        print('FileExistsError', e.errno)
    shutil.copytree(src, dst3, dirs_exist_ok=True, symlinks=True)
    print(os.path.islink(os.path.join(dst3, 'dangling')))

    a = os.path.join(src, 'a.txt')
    b = os.path.join(d, 'b.txt')
    with open(b, 'w') as f:
        f.write('b')
    os.chmod(a, 0o640)
    os.utime(a, (1000000, 2000000))
    shutil.copymode(a, b)
    print(oct(0o777 & (os.stat(b).st_mode)), os.stat(b).st_mtime == 2000000)
    shutil.copystat(a, b)
    print(os.stat(b).st_mtime, os.stat(b).st_atime)
    try:
        shutil.copymode(os.path.join(d, 'none'), b)
    except FileNotFoundError as e:
        print('FileNotFoundError', e.errno)
    try:
        shutil.chown(b)
    except ValueError as e:
        print('ValueError', e)
    try:
        shutil.chown(b, user='no_such_user_xyz')
    except LookupError as e:
        print('LookupError', e)
    try:
        shutil.chown(b, group='no_such_group_xyz')
    except LookupError as e:
        print('LookupError', e)
    shutil.chown(b, user=os.getuid(), group=os.getgid())
    print('chown to self ok')
    try:
        shutil.copyfile(a, a)
    except shutil.SameFileError as e:
        print('SameFileError', issubclass(shutil.SameFileError, shutil.Error))
    try:
        shutil.copyfile(src, b)
    except IsADirectoryError as e:
        print('IsADirectoryError', e.errno)
    print(os.path.basename(shutil.move(b, os.path.join(d, 'moved.txt'))), os.path.exists(b))

os.environ['COLUMNS'] = '123'
os.environ['LINES'] = '45'
print(shutil.get_terminal_size())
print(tuple(shutil.get_terminal_size()), shutil.get_terminal_size().columns)
os.environ['COLUMNS'] = 'bad'
os.environ['LINES'] = '0'
sz = shutil.get_terminal_size((77, 33))
print(sz)
del os.environ['COLUMNS'], os.environ['LINES']
print(shutil.get_terminal_size((11, 22)))
print(type(os.terminal_size((1, 2))).__name__, os.terminal_size((1, 2)).lines)
