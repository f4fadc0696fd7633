# os / os.path: path normpath (files only under a fresh directory in /tmp, removed at the end)
import os
import sys
base = '/tmp/fpy_os_%d_923' % os.getpid()

sys.path.insert(0, __file__.rsplit('/', 1)[0] + '/modules')
import ostest
from ostest import r, err, mkfile, rmtree
ostest.base = base

os.mkdir(base)
try:
    import os.path as op
    for p in ['', '.', '..', '/', '//', '///', '////a', '//a', '//a/..', 'a/../b', 'a/./b', 'a//b', 'a/b/',
              '/..', '/../..', '/../a', '../..', '../a/..', 'a/../..', 'a/../../b', './', './.', './/x',
              '/a/b/../../..', 'a/b/c/../../d', '/./a', 'a/..', '/a/b/./c/../d/', '..//..', '.hidden/..', '//..']:
        print(repr(p), repr(op.normpath(p)))
    print(op.normpath(b'a/../b//c'), op.normpath(b''), op.normpath(b'//x'))
finally:
    if os.path.isdir(base):
        rmtree(base)
