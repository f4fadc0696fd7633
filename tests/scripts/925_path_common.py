# os / os.path: path common (files only under a fresh directory in /tmp, removed at the end)
import os
import sys
base = '/tmp/fpy_os_%d_925' % os.getpid()

sys.path.insert(0, __file__.rsplit('/', 1)[0] + '/modules')
import ostest
from ostest import r, err, mkfile, rmtree
ostest.base = base

os.mkdir(base)
try:
    import os.path as op
    for ps in [['/a/b/c', '/a/b/d'], ['/a/b', '/a/bc'], ['a/b', 'a'], ['/a'], ['/', '/a'], ['a/./b', 'a/b/c'],
               ['/a//b', '/a/b/'], ['x', 'y'], ['', 'a'], ['a/b', 'a/b']]:
        print(ps, repr(op.commonpath(ps)), repr(op.commonprefix(ps)))
    print(op.commonpath([b'/a/b', b'/a/c']), op.commonpath(('/q/w', '/q/e')))
    print(repr(op.commonprefix([])), op.commonprefix(['abc', 'abd', 'ab']), op.commonprefix([[1, 2, 3], [1, 2, 4]]))
    print(op.commonprefix(('interspecies', 'interstellar', 'interstate')))
    err(op.commonpath, [])
    err(op.commonpath, ['/a', 'a'])
    err(op.commonpath, ['/a', b'/a'])
    err(op.commonpath, ['/a', 1])
    err(op.commonpath, [1])
    err(op.commonpath, 5)
finally:
    if os.path.isdir(base):
        rmtree(base)
