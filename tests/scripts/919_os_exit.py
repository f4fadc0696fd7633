# os / os.path: os exit (files only under a fresh directory in /tmp, removed at the end)
import os
base = '/tmp/fpy_os_%d_919' % os.getpid()

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
    import sys
    print('before')
    sys.stdout.flush()
    try:
        os._exit('x')
    except TypeError as e:
        print(type(e).__name__, e)
    sys.stdout.flush()
    rmtree(base)
    os._exit(7)
    print('not reached')
finally:
    if os.path.isdir(base):
        rmtree(base)
