# os / os.path: path realpath (files only under a fresh directory in /tmp, removed at the end)
import os
base = '/tmp/fpy_os_%d_927' % os.getpid()

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
    real = op.realpath(base)
    def rr(p):
        return p.replace(real, '<d>')
    os.mkdir(base + '/d')
    os.mkdir(base + '/d/e')
    mkfile(base + '/d/e/f')
    os.symlink('d/e', base + '/l1')
    os.symlink(base + '/l1/f', base + '/l2')
    os.symlink('l2', base + '/l3')
    os.symlink('loop2', base + '/loop1')
    os.symlink('loop1', base + '/loop2')
    os.symlink('../..', base + '/d/e/up')
    os.symlink('.', base + '/self')
    for p in ['d', 'l1', 'l1/f', 'l2', 'l3', 'l1/../x', 'd/e/up', 'd/e/up/d', 'self/self/d', 'nosuch/x', 'loop1',
              'loop1/x', 'l1/', 'd//e/./f', '.']:
        print(p, rr(op.realpath(base + '/' + p)))
    print(rr(op.realpath(base + '/l3', strict=True)))
    err(op.realpath, base + '/nosuch', strict=True)
    err(op.realpath, base + '/loop1', strict=True)
    print(op.realpath('/'), op.realpath('//'), op.realpath('/..'))
    old = os.getcwd()
    os.chdir(base)
    print(rr(op.realpath('l3')), rr(op.realpath('')), rr(op.realpath(b'l1').decode()))
    os.chdir(old)
    err(op.realpath, None)
finally:
    if os.path.isdir(base):
        rmtree(base)
