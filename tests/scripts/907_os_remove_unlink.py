# os / os.path: os remove unlink (files only under a fresh directory in /tmp, removed at the end)
import os
base = '/tmp/fpy_os_%d_907' % os.getpid()

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
    mkfile(base + '/f1')
    mkfile(base + '/f2')
    os.mkdir(base + '/d')
    os.remove(base + '/f1')
    os.unlink(base + '/f2')
    print(os.listdir(base))
    err(os.remove, base + '/f1')
    err(os.unlink, base + '/nosuch')
    err(os.remove, base + '/d')
    err(os.unlink, base + '/d')
    mkfile(base + '/f3')
    err(os.remove, base + '/f3/x')
    os.symlink(base + '/d', base + '/dl')
    os.remove(base + '/dl')
    print(os.path.isdir(base + '/d'), os.path.lexists(base + '/dl'))
    err(os.remove, None)
    err(os.unlink, 3.0)
    err(os.remove)
    err(os.remove, base + '/f3', base + '/f3')
    os.remove(path=base + '/f3')
    print(sorted(os.listdir(base)))
finally:
    if os.path.isdir(base):
        rmtree(base)
