# os / os.path: os access chmod (files only under a fresh directory in /tmp, removed at the end)
import os
import sys
base = '/tmp/fpy_os_%d_915' % os.getpid()

sys.path.insert(0, __file__.rsplit('/', 1)[0] + '/modules')
import ostest
from ostest import r, err, mkfile, rmtree
ostest.base = base

os.mkdir(base)
try:
    p = base + '/f'
    mkfile(p)
    print(os.F_OK, os.R_OK, os.W_OK, os.X_OK)
    print(os.access(p, os.F_OK), os.access(p, os.R_OK | os.W_OK), os.access(base + '/nosuch', os.F_OK))
    os.chmod(p, 0o640)
    print(oct(os.stat(p).st_mode & 0o7777))
    os.chmod(p, 0o755)
    print(oct(os.stat(p).st_mode & 0o7777), os.access(p, os.X_OK))
    os.chmod(p, 0o644)
    print(os.access(p, os.X_OK))
    fd = os.open(p, os.O_RDONLY)
    os.chmod(fd, 0o600)
    os.close(fd)
    print(oct(os.stat(p).st_mode & 0o7777))
    os.chmod(p, mode=0o4755)
    print(oct(os.stat(p).st_mode & 0o7777))
    err(os.chmod, base + '/nosuch', 0o644)
    err(os.chmod, p, 'x')
    err(os.chmod, p)
    err(os.chmod, [], 0o644)
    err(os.access, p)
    err(os.access, p, 'r')
    err(os.access, 1.5, os.F_OK)
finally:
    if os.path.isdir(base):
        rmtree(base)
