# os / os.path: path pathlike (files only under a fresh directory in /tmp, removed at the end)
import os
base = '/tmp/fpy_os_%d_931' % os.getpid()

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
