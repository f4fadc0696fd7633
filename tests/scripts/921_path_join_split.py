# os / os.path: path join split (files only under a fresh directory in /tmp, removed at the end)
import os
base = '/tmp/fpy_os_%d_921' % os.getpid()

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
