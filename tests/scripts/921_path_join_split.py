# os / os.path: path join split (files only under a fresh directory in /tmp, removed at the end)
import os
import sys
base = '/tmp/fpy_os_%d_921' % os.getpid()

sys.path.insert(0, __file__.rsplit('/', 1)[0] + '/modules')
import ostest
from ostest import r, err, mkfile, rmtree
ostest.base = base

os.mkdir(base)
try:
    import os.path as op
    cases = [('a', 'b'), ('a/', 'b'), ('a', '/b'), ('/a', 'b', 'c'), ('', 'a'), ('a', ''), ('', ''),
             ('/', 'a'), ('a', 'b/', 'c'), ('a//', 'b'), ('a', '/b', 'c', '/d', 'e'), ('.', '..')]
    for c in cases:
        print(repr(c), repr(op.join(*c)))
    print(repr(op.join('a')), repr(op.join('')), repr(op.join('/')))
    print(op.join(b'a', b'b'), op.join(b'/x', b'/y'))
    for p in ['', '/', '//', '///', 'a', 'a/', 'a/b', 'a/b/', '/a', '/a/b', '//a/b', 'a//b', 'a///b//', '/a/', '.', '..', '../x', 'a/./b']:
        print(repr(p), op.split(p), repr(op.dirname(p)), repr(op.basename(p)))
    print(op.split(b'/a/b'), op.dirname(b'x/y'), op.basename(b'x/y'))
    print(op.splitdrive('/a/b'), op.splitdrive(''), op.splitdrive(b'c:x'))
    for p in ['', '/', 'a', '/a', '//a', './a', '../a']:
        print(repr(p), op.isabs(p))
    print(op.isabs(b'/x'), op.normcase('A/B'))
finally:
    if os.path.isdir(base):
        rmtree(base)
