# os / os.path: os large io (files only under a fresh directory in /tmp, removed at the end)
import os
base = '/tmp/fpy_os_%d_934' % os.getpid()

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
    p = base + '/big'
    data = bytes(range(256)) * 4096
    fd = os.open(p, os.O_RDWR | os.O_CREAT | os.O_TRUNC)
    n = 0
    while n < len(data):
        n += os.write(fd, data[n:])
    print(n, os.fstat(fd).st_size)
    os.lseek(fd, 0, os.SEEK_SET)
    chunks = []
    while True:
        c = os.read(fd, 65536)
        if not c:
            break
        chunks.append(c)
    os.close(fd)
    got = b''.join(chunks)
    print(len(chunks), len(got), got == data, got[255], got[256])
finally:
    if os.path.isdir(base):
        rmtree(base)
