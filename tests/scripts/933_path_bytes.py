# os / os.path: path bytes (files only under a fresh directory in /tmp, removed at the end)
import os
base = '/tmp/fpy_os_%d_933' % os.getpid()

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
