# os / os.path: os rename replace (files only under a fresh directory in /tmp, removed at the end)
import os
import sys
base = '/tmp/fpy_os_%d_908' % os.getpid()

sys.path.insert(0, __file__.rsplit('/', 1)[0] + '/modules')
import ostest
from ostest import r, err, mkfile, rmtree
ostest.base = base

os.mkdir(base)
try:
    mkfile(base + '/a', b'A')
    mkfile(base + '/b', b'BB')
    os.rename(base + '/a', base + '/c')
    print(sorted(os.listdir(base)))
    os.replace(base + '/c', base + '/b')
    print(sorted(os.listdir(base)), os.path.getsize(base + '/b'))
    os.rename(base + '/b', base + '/b')
    err(os.rename, base + '/nosuch', base + '/x')
    err(os.replace, base + '/nosuch', base + '/x')
    os.mkdir(base + '/d1')
    os.mkdir(base + '/d2')
    mkfile(base + '/d2/inside')
    err(os.rename, base + '/d1', base + '/d2')
    err(os.rename, base + '/b', base + '/d1')
    err(os.rename, base + '/d1', base + '/b')
    err(os.rename, base + '/b', base + '/nodir/x')
    err(os.rename, 1, 'a')
    err(os.rename, 'a', None)
    err(os.rename, 'a', b'b')
    err(os.rename, 'a')
    os.rename(src=base + '/d1', dst=base + '/d3')
    print(sorted(os.listdir(base)))
    try:
        os.rename(base + '/zz', base + '/yy')
    except OSError as e:
        print(e.errno, e.strerror, r(e.filename), r(e.filename2), r(e.args))
finally:
    if os.path.isdir(base):
        rmtree(base)
