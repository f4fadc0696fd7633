# os / os.path: os large io (files only under a fresh directory in /tmp, removed at the end)
import os
import sys
base = '/tmp/fpy_os_%d_934' % os.getpid()

sys.path.insert(0, __file__.rsplit('/', 1)[0] + '/modules')
import ostest
from ostest import r, err, mkfile, rmtree
ostest.base = base

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
