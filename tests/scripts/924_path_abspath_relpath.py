# os / os.path: path abspath relpath (files only under a fresh directory in /tmp, removed at the end)
import os
import sys
base = '/tmp/fpy_os_%d_924' % os.getpid()

sys.path.insert(0, __file__.rsplit('/', 1)[0] + '/modules')
import ostest
from ostest import r, err, mkfile, rmtree
ostest.base = base

os.mkdir(base)
try:
    import os.path as op
    old = os.getcwd()
    os.mkdir(base + '/a')
    os.mkdir(base + '/a/b')
    os.chdir(base + '/a')
    for p in ['', '.', 'x', 'x/../y', '/abs', '/abs/../z', '..', '//x', 'b/']:
        print(repr(p), r(op.abspath(p)))
    print(r(op.abspath(b'x')))
    for p, s in [('b', None), ('b', '.'), ('.', 'b'), ('/x/y', '/x'), ('/x', '/x/y'), ('/x/y', '/a/b'),
                 ('/', '/'), ('/a', '/a'), ('a/b/c', 'a/d'), ('../x', '.'), ('/x', '/'), ('/', '/x/y')]:
        print(repr(p), repr(s), repr(op.relpath(p, s) if s is not None else op.relpath(p)))
    print(op.relpath(b'/a/b', b'/a'), op.relpath(base + '/a/b'))
    err(op.relpath, '')
    err(op.relpath, b'')
    err(op.relpath, 'a', b'b')
    err(op.relpath, 1)
    err(op.relpath, 'a', 1)
    os.chdir(old)
finally:
    if os.path.isdir(base):
        rmtree(base)
