# os / os.path: os fspath (files only under a fresh directory in /tmp, removed at the end)
import os
import sys
base = '/tmp/fpy_os_%d_914' % os.getpid()

sys.path.insert(0, __file__.rsplit('/', 1)[0] + '/modules')
import ostest
from ostest import r, err, mkfile, rmtree
ostest.base = base

os.mkdir(base)
try:
    class P:
        def __init__(self, p):
            self.p = p
        def __fspath__(self):
            return self.p
    class Bad:
        def __fspath__(self):
            return 42
    class Sub(os.PathLike):
        def __fspath__(self):
            return base + '/sub'
    print(os.fspath('abc'), os.fspath(b'abc'), os.fspath(P('x/y')), os.fspath(P(b'z')))
    err(os.fspath, 1)
    err(os.fspath, None)
    err(os.fspath, [1])
    err(os.fspath, Bad())
    err(os.fspath)
    print(isinstance(Sub(), os.PathLike), os.fspath(Sub()) == base + '/sub', issubclass(Sub, os.PathLike))
    os.mkdir(P(base + '/d'))
    mkfile(base + '/d/f')
    print(os.listdir(P(base + '/d')), os.path.isdir(P(base + '/d')), os.stat(P(base + '/d/f')).st_size)
    os.rename(P(base + '/d/f'), P(base + '/d/g'))
    print(os.listdir(P(base + '/d')))
    err(os.stat, Bad())
    err(os.stat, P(42))
    err(os.stat, P(base + '/nosuch'))
    os.remove(P(base + '/d/g'))
    os.mkdir(Sub())
    os.rmdir(Sub())
    os.rmdir(P(base + '/d'))
    print(os.fsencode('abc'), os.fsdecode(b'abc'), os.fsencode(b'x'), os.fsdecode(P('y')))
    print(os.listdir(base))
finally:
    if os.path.isdir(base):
        rmtree(base)
