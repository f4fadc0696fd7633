# os / os.path: os makedirs (files only under a fresh directory in /tmp, removed at the end)
import os
base = '/tmp/fpy_os_%d_903' % os.getpid()

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
    os.makedirs(base + '/a/b/c')
    print(os.path.isdir(base + '/a/b/c'))
    err(os.makedirs, base + '/a/b/c')
    os.makedirs(base + '/a/b/c', exist_ok=True)
    os.makedirs(base + '/a/b/d/', exist_ok=False)
    print(sorted(os.listdir(base + '/a/b')))
    os.makedirs(base + '/x/./y', 0o755)
    print(sorted(os.listdir(base + '/x')))
    mkfile(base + '/f')
    err(os.makedirs, base + '/f', exist_ok=True)
    err(os.makedirs, base + '/f/g')
    os.makedirs(base + '/rel/q')
    os.removedirs(base + '/a/b/c')
    print(sorted(os.listdir(base + '/a/b')))
    os.removedirs(base + '/a/b/d')
    print(sorted(os.listdir(base)))
    err(os.removedirs, base + '/nosuch/x')
    os.mkdir(base + '/r1')
    mkfile(base + '/r1/file')
    os.renames(base + '/r1/file', base + '/r2/deep/file2')
    print(sorted(os.listdir(base)), os.listdir(base + '/r2/deep'))
finally:
    if os.path.isdir(base):
        rmtree(base)
