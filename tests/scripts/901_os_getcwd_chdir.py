# os / os.path: os getcwd chdir (files only under a fresh directory in /tmp, removed at the end)
import os
base = '/tmp/fpy_os_%d_901' % os.getpid()

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
    old = os.getcwd()
    print(type(old).__name__, os.path.isabs(old), type(os.getcwdb()).__name__)
    os.chdir(base)
    print(r(os.getcwd()), os.getcwdb() == os.getcwd().encode())
    os.mkdir('sub')
    os.chdir('sub')
    print(r(os.getcwd()))
    os.chdir('..')
    print(r(os.getcwd()))
    mkfile('f')
    err(os.chdir, 'nosuch')
    err(os.chdir, 'f')
    err(os.chdir, None)
    err(os.chdir, 1.5)
    err(os.chdir)
    fd = os.open(base + '/sub', os.O_RDONLY)
    os.chdir(fd)
    os.close(fd)
    print(r(os.getcwd()))
    os.chdir(old)
    print(os.getcwd() == old)
finally:
    if os.path.isdir(base):
        rmtree(base)
