# os / os.path: path abspath relpath (files only under a fresh directory in /tmp, removed at the end)
import os
base = '/tmp/fpy_os_%d_924' % os.getpid()

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
