# os / os.path: os arg errors (files only under a fresh directory in /tmp, removed at the end)
import os
base = '/tmp/fpy_os_%d_920' % os.getpid()

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
    class Bad:
        def __fspath__(self):
            return 1
    for f in [os.mkdir, os.rmdir, os.remove, os.unlink, os.lstat, os.readlink]:
        err(f, None)
        err(f, 1.5)
    for f in [os.stat, os.chdir, os.listdir]:
        err(f, 1.5)
        err(f, [])
    err(os.mkdir, Bad())
    err(os.listdir, Bad())
    err(os.mkdir, 'a\0b')
    err(os.mkdir, b'a\0b')
    err(os.stat, b'a\0b')
    err(os.open, 'a\0b', 0)
    err(os.rename, 'a', 1)
    err(os.replace, 1.0, 'b')
    err(os.link, None, 'x')
    err(os.symlink, 'x', None)
    err(os.read, 'x', 1)
    err(os.read, 0, 'x')
    err(os.read, 0, -1)
    err(os.read, 0)
    err(os.write, 1, 'text')
    err(os.write, 1, 5)
    err(os.close, None)
    err(os.close, 1.0)
    err(os.lseek, 0, 'x', 0)
    err(os.open, None, 0)
    err(os.open, 'x', 'y')
    err(os.open, 'x')
    err(os.stat, 'x', dir_fd=None, bogus=1)
    err(os.mkdir, base + '/q', 0o777, None, 1)
finally:
    if os.path.isdir(base):
        rmtree(base)
