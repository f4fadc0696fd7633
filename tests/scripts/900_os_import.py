# os / os.path: os import (files only under a fresh directory in /tmp, removed at the end)
import os
import sys
base = '/tmp/fpy_os_%d_900' % os.getpid()

sys.path.insert(0, __file__.rsplit('/', 1)[0] + '/modules')
import ostest
from ostest import r, err, mkfile, rmtree
ostest.base = base

os.mkdir(base)
try:
    import sys
    import os.path
    import os.path as p
    from os.path import join, split
    from os import path, sep
    import posixpath
    print(os.path is posixpath, p is posixpath, path is posixpath, sys.modules['os.path'] is posixpath)
    print(join('a', 'b'), split('/x/y'), sep)
    print(os.name, repr(os.sep), repr(os.altsep), repr(os.extsep), repr(os.pathsep), repr(os.linesep))
    print(repr(os.curdir), repr(os.pardir), repr(os.devnull), repr(os.defpath))
    print(os.error is OSError, os.path.sep, os.path.pathsep)
    print(type(os).__name__, os.__name__, posixpath.__name__)
    try:
        import os.nosuch
    except ImportError as e:
        print(type(e).__name__, e, e.name)
    try:
        import math.x
    except ImportError as e:
        print(type(e).__name__, e)
    try:
        from os.path import nosuchname
    except ImportError as e:
        print(type(e).__name__, str(e).split(' (')[0])
    import os.path as q2
    print(q2.basename('/a/b.c'))
finally:
    if os.path.isdir(base):
        rmtree(base)
