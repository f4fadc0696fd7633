# os / os.path: path getsize times (files only under a fresh directory in /tmp, removed at the end)
import os
import sys
base = '/tmp/fpy_os_%d_929' % os.getpid()

sys.path.insert(0, __file__.rsplit('/', 1)[0] + '/modules')
import ostest
from ostest import r, err, mkfile, rmtree
ostest.base = base

os.mkdir(base)
try:
    import os.path as op
    p = base + '/f'
    mkfile(p, b'0123456789')
    print(op.getsize(p), op.getsize(base + '/') > 0)
    os.utime(p, (1500000000, 1600000000.25))
    print(op.getatime(p), op.getmtime(p), type(op.getctime(p)).__name__, op.getctime(p) > 1600000000)
    err(op.getsize, base + '/nosuch')
    err(op.getmtime, base + '/nosuch')
    err(op.getatime, base + '/nosuch')
    err(op.getctime, base + '/nosuch')
    err(op.getsize, None)
finally:
    if os.path.isdir(base):
        rmtree(base)
