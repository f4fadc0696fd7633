# os / os.path: path getsize times (files only under a fresh directory in /tmp, removed at the end)
import os
base = '/tmp/fpy_os_%d_929' % os.getpid()

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
    p = base + '/f'
    mkfile(p, b'0123456789')
    print(op.getsize(p), op.getsize(base + '/') > 0)
    os.utime(p, (1500000000, 1600000000.25))
    print(op.getatime(p), op.getmtime(p), type(op.getctime(p)).__name__, op.getctime(p) > 1600000000)
    err(op.getsize, base + '/nosuch')
    err(op.getmtime, base + '/nosuch')
    err(op.getatime, base + '/nosuch')
    err(op.getctime, base + '/nosuch')
    err(op.getsize, None)
finally:
    if os.path.isdir(base):
        rmtree(base)
