# os / os.path: os getcwd chdir (files only under a fresh directory in /tmp, removed at the end)
import os
import sys
base = '/tmp/fpy_os_%d_901' % os.getpid()

sys.path.insert(0, __file__.rsplit('/', 1)[0] + '/modules')
import ostest
from ostest import r, err, mkfile, rmtree
ostest.base = base

os.mkdir(base)
try:
    old = os.getcwd()
    print(type(old).__name__, os.path.isabs(old), type(os.getcwdb()).__name__)
    os.chdir(base)
    print(r(os.getcwd()), os.getcwdb() == os.getcwd().encode())
    os.mkdir('sub')
    os.chdir('sub')
    print(r(os.getcwd()))
    os.chdir('..')
    print(r(os.getcwd()))
    mkfile('f')
    err(os.chdir, 'nosuch')
    err(os.chdir, 'f')
    err(os.chdir, None)
    err(os.chdir, 1.5)
    err(os.chdir)
    fd = os.open(base + '/sub', os.O_RDONLY)
    os.chdir(fd)
    os.close(fd)
    print(r(os.getcwd()))
    os.chdir(old)
    print(os.getcwd() == old)
finally:
    if os.path.isdir(base):
        rmtree(base)
