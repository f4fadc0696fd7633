# os / os.path: os import (files only under a fresh directory in /tmp, removed at the end)
import os
base = '/tmp/fpy_os_%d_900' % os.getpid()

def r(x):
    return str(x).replace(base, '<d>')

def err(f, *a, **k):
    try:
        v = f(*a, **k)
        print('ok', r(repr(v)))
    except Exception as e:
        print(type(e).__name__, r(e))

def mkfile(p, data=b''):
    fd = os.open(p, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    os.write(fd, data)
    os.close(fd)

def rmtree(p):
    for root, dirs, files in os.walk(p, topdown=False):
        for f in files:
            os.remove(os.path.join(root, f))
        for d in dirs:
            full = os.path.join(root, d)
            if os.path.islink(full):
                os.remove(full)
            else:
                os.rmdir(full)
    os.rmdir(p)

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
