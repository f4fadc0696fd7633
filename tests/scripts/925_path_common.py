# os / os.path: path common (files only under a fresh directory in /tmp, removed at the end)
import os
base = '/tmp/fpy_os_%d_925' % os.getpid()

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
    for ps in [['/a/b/c', '/a/b/d'], ['/a/b', '/a/bc'], ['a/b', 'a'], ['/a'], ['/', '/a'], ['a/./b', 'a/b/c'],
               ['/a//b', '/a/b/'], ['x', 'y'], ['', 'a'], ['a/b', 'a/b']]:
        print(ps, repr(op.commonpath(ps)), repr(op.commonprefix(ps)))
    print(op.commonpath([b'/a/b', b'/a/c']), op.commonpath(('/q/w', '/q/e')))
    print(repr(op.commonprefix([])), op.commonprefix(['abc', 'abd', 'ab']), op.commonprefix([[1, 2, 3], [1, 2, 4]]))
    print(op.commonprefix(('interspecies', 'interstellar', 'interstate')))
    err(op.commonpath, [])
    err(op.commonpath, ['/a', 'a'])
    err(op.commonpath, ['/a', b'/a'])
    err(op.commonpath, ['/a', 1])
    err(op.commonpath, [1])
    err(op.commonpath, 5)
finally:
    if os.path.isdir(base):
        rmtree(base)
