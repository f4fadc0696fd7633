# os / os.path: os remove unlink (files only under a fresh directory in /tmp, removed at the end)
import os
import sys
base = '/tmp/fpy_os_%d_907' % os.getpid()

sys.path.insert(0, __file__.rsplit('/', 1)[0] + '/modules')
import ostest
from ostest import r, err, mkfile, rmtree
ostest.base = base

os.mkdir(base)
try:
    mkfile(base + '/f1')
    mkfile(base + '/f2')
    os.mkdir(base + '/d')
    os.remove(base + '/f1')
    os.unlink(base + '/f2')
    print(os.listdir(base))
    err(os.remove, base + '/f1')
    err(os.unlink, base + '/nosuch')
    err(os.remove, base + '/d')
    err(os.unlink, base + '/d')
    mkfile(base + '/f3')
    err(os.remove, base + '/f3/x')
    os.symlink(base + '/d', base + '/dl')
    os.remove(base + '/dl')
    print(os.path.isdir(base + '/d'), os.path.lexists(base + '/dl'))
    err(os.remove, None)
    err(os.unlink, 3.0)
    err(os.remove)
    err(os.remove, base + '/f3', base + '/f3')
    os.remove(path=base + '/f3')
    print(sorted(os.listdir(base)))
finally:
    if os.path.isdir(base):
        rmtree(base)
