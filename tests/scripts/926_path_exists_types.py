# os / os.path: path exists types (files only under a fresh directory in /tmp, removed at the end)
import os
import sys
base = '/tmp/fpy_os_%d_926' % os.getpid()

sys.path.insert(0, __file__.rsplit('/', 1)[0] + '/modules')
import ostest
from ostest import r, err, mkfile, rmtree
ostest.base = base

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
