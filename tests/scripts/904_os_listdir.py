# os / os.path: os listdir (files only under a fresh directory in /tmp, removed at the end)
import os
base = '/tmp/fpy_os_%d_904' % os.getpid()

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
    for n in ['b', 'a', '.hidden', 'c.txt']:
        mkfile(base + '/' + n)
    os.mkdir(base + '/dir')
    print(sorted(os.listdir(base)))
    print(sorted(os.listdir(base + '/')))
    print(sorted(os.listdir(base.encode())))
    print(os.listdir(base + '/dir'))
    old = os.getcwd()
    os.chdir(base)
    print(sorted(os.listdir()), sorted(os.listdir('.')), sorted(os.listdir(None)))
    os.chdir(old)
    fd = os.open(base, os.O_RDONLY)
    print(sorted(os.listdir(fd)))
    print(sorted(os.listdir(fd)))
    os.close(fd)
    err(os.listdir, base + '/nosuch')
    err(os.listdir, base + '/a')
    err(os.listdir, 1.5)
    err(os.listdir, [])
    err(os.listdir, base, base)
    err(os.listdir, path=base + '/dir')
finally:
    if os.path.isdir(base):
        rmtree(base)
