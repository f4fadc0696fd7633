# os / os.path: os terminal size (files only under a fresh directory in /tmp, removed at the end)
import os
base = '/tmp/fpy_os_%d_917' % os.getpid()

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
    ts = os.terminal_size((80, 24))
    print(ts, ts.columns, ts.lines, ts[0], ts[1], len(ts), tuple(ts), isinstance(ts, tuple))
    c, l = ts
    print(c, l, ts == (80, 24), type(ts).__name__)
    err(os.terminal_size, (1, 2, 3))
    r_, w = os.pipe()
    err(os.get_terminal_size, r_)
    err(os.get_terminal_size, w)
    os.close(r_)
    os.close(w)
    err(os.get_terminal_size, 9999)
    fd = os.open(base, os.O_RDONLY)
    err(os.get_terminal_size, fd)
    os.close(fd)
    err(os.get_terminal_size, 'x')
finally:
    if os.path.isdir(base):
        rmtree(base)
