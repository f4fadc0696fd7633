# os / os.path: path splitext (files only under a fresh directory in /tmp, removed at the end)
import os
import sys
base = '/tmp/fpy_os_%d_922' % os.getpid()

sys.path.insert(0, __file__.rsplit('/', 1)[0] + '/modules')
import ostest
from ostest import r, err, mkfile, rmtree
ostest.base = base

os.mkdir(base)
try:
    import os.path as op
    for p in ['', 'a', 'a.b', 'a.b.c', '.hidden', '..hidden', '...', '.', '..', 'a.', 'a/b.c/d', 'a/b.c/d.e',
              '/a/.bashrc', '/a/.bashrc.bak', 'a/..b', 'dir.x/', 'a.tar.gz', '/.', 'x/.a.b', 'a..b', '....x']:
        print(repr(p), op.splitext(p))
    print(op.splitext(b'a.b.c'), op.splitext(b'.x'))
finally:
    if os.path.isdir(base):
        rmtree(base)
