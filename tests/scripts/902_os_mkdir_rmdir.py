# os / os.path: os mkdir rmdir (files only under a fresh directory in /tmp, removed at the end)
import os
import sys
base = '/tmp/fpy_os_%d_902' % os.getpid()

sys.path.insert(0, __file__.rsplit('/', 1)[0] + '/modules')
import ostest
from ostest import r, err, mkfile, rmtree
ostest.base = base

os.mkdir(base)
try:
    os.mkdir(base + '/a')
    print(os.path.isdir(base + '/a'))
    err(os.mkdir, base + '/a')
    err(os.mkdir, base + '/missing/x')
    mkfile(base + '/f')
    err(os.mkdir, base + '/f/x')
    err(os.mkdir, base + '/f')
    old = os.umask(0o022)
    os.mkdir(base + '/m', 0o700)
    print(oct(os.stat(base + '/m').st_mode & 0o777))
    os.mkdir(base + '/m2', mode=0o777)
    print(oct(os.stat(base + '/m2').st_mode & 0o777))
    os.umask(old)
    os.mkdir(base + '/a/inner')
    err(os.rmdir, base + '/a')
    err(os.rmdir, base + '/f')
    err(os.rmdir, base + '/nosuch')
    os.rmdir(base + '/a/inner')
    os.rmdir(base + '/a')
    print(os.path.exists(base + '/a'))
    err(os.mkdir, 5)
    err(os.mkdir, base + '/z', 'x')
    err(os.mkdir, base + '/z', bad=1)
    err(os.rmdir)
    print(sorted(os.listdir(base)))
finally:
    if os.path.isdir(base):
        rmtree(base)
