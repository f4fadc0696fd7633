# os / os.path: os process (files only under a fresh directory in /tmp, removed at the end)
import os
import sys
base = '/tmp/fpy_os_%d_913' % os.getpid()

sys.path.insert(0, __file__.rsplit('/', 1)[0] + '/modules')
import ostest
from ostest import r, err, mkfile, rmtree
ostest.base = base

os.mkdir(base)
try:
    pid = os.getpid()
    print(type(pid).__name__, pid > 0, pid == os.getpid(), os.getppid() > 0, os.getppid() != pid)
    print(type(os.getuid()).__name__, type(os.getgid()).__name__, os.geteuid() == os.getuid(), os.getegid() == os.getgid())
    n = os.cpu_count()
    print(type(n).__name__, n >= 1)
    old = os.umask(0o027)
    print(os.umask(old), os.umask(old) == old)
    b = os.urandom(16)
    print(type(b).__name__, len(b), len(os.urandom(0)), len(os.urandom(1000)), os.urandom(16) != b)
    err(os.urandom, -1)
    err(os.urandom, 'x')
    err(os.urandom, 1.0)
    print(os.strerror(2))
    print(os.strerror(13))
    print(os.strerror(0))
    print(os.strerror(99999))
    err(os.strerror, 'x')
    err(os.getpid, 1)
    err(os.umask)
finally:
    if os.path.isdir(base):
        rmtree(base)
