# os / os.path: os arg errors (files only under a fresh directory in /tmp, removed at the end)
import os
import sys
base = '/tmp/fpy_os_%d_920' % os.getpid()

sys.path.insert(0, __file__.rsplit('/', 1)[0] + '/modules')
import ostest
from ostest import r, err, mkfile, rmtree
ostest.base = base

os.mkdir(base)
try:
    class Bad:
        def __fspath__(self):
            return 1
    for f in [os.mkdir, os.rmdir, os.remove, os.unlink, os.lstat, os.readlink]:
        err(f, None)
        err(f, 1.5)
    for f in [os.stat, os.chdir, os.listdir]:
        err(f, 1.5)
        err(f, [])
    err(os.mkdir, Bad())
    err(os.listdir, Bad())
    err(os.mkdir, 'a\0b')
    err(os.mkdir, b'a\0b')
    err(os.stat, b'a\0b')
    err(os.open, 'a\0b', 0)
    err(os.rename, 'a', 1)
    err(os.replace, 1.0, 'b')
    err(os.link, None, 'x')
    err(os.symlink, 'x', None)
    err(os.read, 'x', 1)
    err(os.read, 0, 'x')
    err(os.read, 0, -1)
    err(os.read, 0)
    err(os.write, 1, 'text')
    err(os.write, 1, 5)
    err(os.close, None)
    err(os.close, 1.0)
    err(os.lseek, 0, 'x', 0)
    err(os.open, None, 0)
    err(os.open, 'x', 'y')
    err(os.open, 'x')
    err(os.stat, 'x', dir_fd=None, bogus=1)
    err(os.mkdir, base + '/q', 0o777, None, 1)
finally:
    if os.path.isdir(base):
        rmtree(base)
