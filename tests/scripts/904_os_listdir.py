# os / os.path: os listdir (files only under a fresh directory in /tmp, removed at the end)
import os
import sys
base = '/tmp/fpy_os_%d_904' % os.getpid()

sys.path.insert(0, __file__.rsplit('/', 1)[0] + '/modules')
import ostest
from ostest import r, err, mkfile, rmtree
ostest.base = base

os.mkdir(base)
try:
    for n in ['b', 'a', '.hidden', 'c.txt']:
        mkfile(base + '/' + n)
    os.mkdir(base + '/dir')
    print(sorted(os.listdir(base)))
    print(sorted(os.listdir(base + '/')))
    print(sorted(os.listdir(base.encode())))
    print(os.listdir(base + '/dir'))
    old = os.getcwd()
    os.chdir(base)
    print(sorted(os.listdir()), sorted(os.listdir('.')), sorted(os.listdir(None)))
    os.chdir(old)
    fd = os.open(base, os.O_RDONLY)
    print(sorted(os.listdir(fd)))
    print(sorted(os.listdir(fd)))
    os.close(fd)
    err(os.listdir, base + '/nosuch')
    err(os.listdir, base + '/a')
    err(os.listdir, 1.5)
    err(os.listdir, [])
    err(os.listdir, base, base)
    err(os.listdir, path=base + '/dir')
finally:
    if os.path.isdir(base):
        rmtree(base)
