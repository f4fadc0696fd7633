# os / os.path: path exists types (files only under a fresh directory in /tmp, removed at the end)
import os
base = '/tmp/fpy_os_%d_926' % os.getpid()

def r(x):
    return str(x).replace(base, '<d>')

def err(f, *a, **k):
    try:
        v = f(*a, **k)
        print('ok', r(repr(v)))
    except Exception as e:
        print(type(e).__name__, r(e))

def mkfile(p, data=b''):
    fd = os.open(p, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    os.write(fd, data)
    os.close(fd)

def rmtree(p):
    for root, dirs, files in os.walk(p, topdown=False):
        for f in files:
            os.remove(os.path.join(root, f))
        for d in dirs:
            full = os.path.join(root, d)
            if os.path.islink(full):
                os.remove(full)
            else:
                os.rmdir(full)
    os.rmdir(p)

os.mkdir(base)
try:
    import os.path as op
    mkfile(base + '/f')
    os.mkdir(base + '/d')
    os.symlink(base + '/f', base + '/lf')
    os.symlink(base + '/d', base + '/ld')
    os.symlink(base + '/none', base + '/broken')
    for n in ['f', 'd', 'lf', 'ld', 'broken', 'nosuch', 'f/x']:
        p = base + '/' + n
        print(n, op.exists(p), op.lexists(p), op.isfile(p), op.isdir(p), op.islink(p))
    print(op.exists(''), op.isdir(''), op.isfile(''), op.islink(''), op.lexists(''))
    print(op.exists('a\0b'), op.isdir('a\0b'), op.isfile('a\0b'), op.islink('a\0b'))
    print(op.exists(base.encode()), op.isdir(base.encode() + b'/d'))
    print(op.ismount('/'), op.ismount(base), op.ismount(base + '/nosuch'))
    print(op.samefile(base + '/f', base + '/lf'), op.samefile(base + '/f', base + '/d'))
    fd1 = os.open(base + '/f', os.O_RDONLY)
    fd2 = os.open(base + '/lf', os.O_RDONLY)
    print(op.sameopenfile(fd1, fd2), op.samestat(os.stat(base + '/f'), os.fstat(fd1)))
    os.close(fd1)
    os.close(fd2)
    err(op.samefile, base + '/f', base + '/nosuch')
    err(op.exists, 1.5)
    err(op.isdir, None)
finally:
    if os.path.isdir(base):
        rmtree(base)
