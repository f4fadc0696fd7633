# os / os.path: path normpath (files only under a fresh directory in /tmp, removed at the end)
import os
base = '/tmp/fpy_os_%d_923' % os.getpid()

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
    for p in ['', '.', '..', '/', '//', '///', '////a', '//a', '//a/..', 'a/../b', 'a/./b', 'a//b', 'a/b/',
              '/..', '/../..', '/../a', '../..', '../a/..', 'a/../..', 'a/../../b', './', './.', './/x',
              '/a/b/../../..', 'a/b/c/../../d', '/./a', 'a/..', '/a/b/./c/../d/', '..//..', '.hidden/..', '//..']:
        print(repr(p), repr(op.normpath(p)))
    print(op.normpath(b'a/../b//c'), op.normpath(b''), op.normpath(b'//x'))
finally:
    if os.path.isdir(base):
        rmtree(base)
