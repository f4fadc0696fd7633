# os / os.path: path bytes (files only under a fresh directory in /tmp, removed at the end)
import os
import sys
base = '/tmp/fpy_os_%d_933' % os.getpid()

sys.path.insert(0, __file__.rsplit('/', 1)[0] + '/modules')
import ostest
from ostest import r, err, mkfile, rmtree
ostest.base = base

os.mkdir(base)
try:
    import os.path as op
    mkfile(base + '/f', b'abc')
    B = base.encode()
    print(op.join(B, b'f') == B + b'/f', op.exists(B + b'/f'), op.isfile(B + b'/f'), op.getsize(B + b'/f'))
    print(op.split(b'/a/b/'), op.splitext(b'/x/y.tar.gz'), op.basename(b'a/b'), op.dirname(b'/a'))
    print(op.normpath(b'/a/./b/../c'), op.isabs(b'rel'), op.commonprefix([b'abc', b'abd']))
    print(op.relpath(b'/a/b/c', b'/a/x'), op.commonpath([b'a/b', b'a/c']))
    print(type(op.abspath(b'.')).__name__, type(op.realpath(B)).__name__, op.expanduser(b'noexpand'))
    print(sorted(os.listdir(B)), [type(e.name).__name__ for e in os.scandir(B)], type(os.readlink(B + b'/f') if op.islink(B + b'/f') else b'').__name__)
    os.mkdir(B + b'/d')
    os.rename(B + b'/d', B + b'/e')
    print(sorted(os.listdir(base)))
    os.rmdir(B + b'/e')
finally:
    if os.path.isdir(base):
        rmtree(base)
