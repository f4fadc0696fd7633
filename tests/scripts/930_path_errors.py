# os / os.path: path errors (files only under a fresh directory in /tmp, removed at the end)
import os
import sys
base = '/tmp/fpy_os_%d_930' % os.getpid()

sys.path.insert(0, __file__.rsplit('/', 1)[0] + '/modules')
import ostest
from ostest import r, err, mkfile, rmtree
ostest.base = base

os.mkdir(base)
try:
    import os.path as op
    err(op.join, 1)
    err(op.join, 'a', 1)
    err(op.join, 'a', None, 'b')
    err(op.join, 'a', b'b')
    err(op.join, b'a', 'b')
    err(op.join, [], 'x')
    err(op.join)
    err(op.split, 1)
    err(op.splitext, None)
    err(op.basename, 5)
    err(op.dirname, [])
    err(op.normpath, 1)
    err(op.abspath, None)
    err(op.isabs, 1)
    err(op.commonprefix, [1, 2])
    err(op.splitdrive, 1)
    print(op.join('a', 'b', 'c'))
finally:
    if os.path.isdir(base):
        rmtree(base)
