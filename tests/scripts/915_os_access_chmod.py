# os / os.path: os access chmod (files only under a fresh directory in /tmp, removed at the end)
import os
base = '/tmp/fpy_os_%d_915' % os.getpid()

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
    p = base + '/f'
    mkfile(p)
    print(os.F_OK, os.R_OK, os.W_OK, os.X_OK)
    print(os.access(p, os.F_OK), os.access(p, os.R_OK | os.W_OK), os.access(base + '/nosuch', os.F_OK))
    os.chmod(p, 0o640)
    print(oct(os.stat(p).st_mode & 0o7777))
    os.chmod(p, 0o755)
    print(oct(os.stat(p).st_mode & 0o7777), os.access(p, os.X_OK))
    os.chmod(p, 0o644)
    print(os.access(p, os.X_OK))
    fd = os.open(p, os.O_RDONLY)
    os.chmod(fd, 0o600)
    os.close(fd)
    print(oct(os.stat(p).st_mode & 0o7777))
    os.chmod(p, mode=0o4755)
    print(oct(os.stat(p).st_mode & 0o7777))
    err(os.chmod, base + '/nosuch', 0o644)
    err(os.chmod, p, 'x')
    err(os.chmod, p)
    err(os.chmod, [], 0o644)
    err(os.access, p)
    err(os.access, p, 'r')
    err(os.access, 1.5, os.F_OK)
finally:
    if os.path.isdir(base):
        rmtree(base)
