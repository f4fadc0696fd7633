# os / os.path: os links (files only under a fresh directory in /tmp, removed at the end)
import os
base = '/tmp/fpy_os_%d_916' % os.getpid()

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
    mkfile(p, b'data')
    os.symlink(p, base + '/abs')
    os.symlink('f', base + '/rel')
    print(r(os.readlink(base + '/abs')), os.readlink(base + '/rel'), os.readlink(base.encode() + b'/rel'))
    print(os.path.islink(base + '/abs'), os.stat(base + '/rel').st_size)
    err(os.readlink, p)
    err(os.readlink, base + '/nosuch')
    err(os.symlink, p, base + '/abs')
    err(os.symlink, 'x', base + '/nodir/l')
    os.link(p, base + '/hard')
    print(os.stat(p).st_nlink, os.stat(base + '/hard').st_ino == os.stat(p).st_ino)
    err(os.link, p, base + '/hard')
    err(os.link, base + '/nosuch', base + '/h2')
    os.symlink(base, base + '/dirlink', target_is_directory=True)
    print(os.path.isdir(base + '/dirlink'), os.path.islink(base + '/dirlink'))
    os.remove(base + '/hard')
    print(os.stat(p).st_nlink)
    err(os.symlink, 1, 'x')
    err(os.readlink, 5)
    print(sorted(os.listdir(base)))
finally:
    if os.path.isdir(base):
        rmtree(base)
