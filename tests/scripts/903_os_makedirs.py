# os / os.path: os makedirs (files only under a fresh directory in /tmp, removed at the end)
import os
import sys
base = '/tmp/fpy_os_%d_903' % os.getpid()

sys.path.insert(0, __file__.rsplit('/', 1)[0] + '/modules')
import ostest
from ostest import r, err, mkfile, rmtree
ostest.base = base

os.mkdir(base)
try:
    os.makedirs(base + '/a/b/c')
    print(os.path.isdir(base + '/a/b/c'))
    err(os.makedirs, base + '/a/b/c')
    os.makedirs(base + '/a/b/c', exist_ok=True)
    os.makedirs(base + '/a/b/d/', exist_ok=False)
    print(sorted(os.listdir(base + '/a/b')))
    os.makedirs(base + '/x/./y', 0o755)
    print(sorted(os.listdir(base + '/x')))
    mkfile(base + '/f')
    err(os.makedirs, base + '/f', exist_ok=True)
    err(os.makedirs, base + '/f/g')
    os.makedirs(base + '/rel/q')
    os.removedirs(base + '/a/b/c')
    print(sorted(os.listdir(base + '/a/b')))
    os.removedirs(base + '/a/b/d')
    print(sorted(os.listdir(base)))
    err(os.removedirs, base + '/nosuch/x')
    os.mkdir(base + '/r1')
    mkfile(base + '/r1/file')
    os.renames(base + '/r1/file', base + '/r2/deep/file2')
    print(sorted(os.listdir(base)), os.listdir(base + '/r2/deep'))
finally:
    if os.path.isdir(base):
        rmtree(base)
