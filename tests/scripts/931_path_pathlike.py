# os / os.path: path pathlike (files only under a fresh directory in /tmp, removed at the end)
import os
import sys
base = '/tmp/fpy_os_%d_931' % os.getpid()

sys.path.insert(0, __file__.rsplit('/', 1)[0] + '/modules')
import ostest
from ostest import r, err, mkfile, rmtree
ostest.base = base

os.mkdir(base)
try:
    import os.path as op
    class P:
        def __init__(self, p):
            self.p = p
        def __fspath__(self):
            return self.p
    print(op.join(P('a'), P('b'), 'c'), op.split(P('/x/y')), op.splitext(P('a.txt')), op.basename(P('/q/w')))
    print(op.dirname(P('/q/w')), op.normpath(P('a/../b')), op.isabs(P('/x')), op.join(P(b'a'), b'b'))
    print(op.exists(P(base)), op.isdir(P(base)), op.relpath(P('/a/b'), P('/a')), op.commonpath([P('/a/b'), '/a/c']))
    print(r(op.abspath(P(base + '/x/..'))), op.expanduser(P('x')), op.expandvars(P('y')))
    err(op.join, 'a', P(1))
    err(op.join, P(1))
    err(op.basename, P(None))
finally:
    if os.path.isdir(base):
        rmtree(base)
