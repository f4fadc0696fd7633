# os / os.path: os fd io (files only under a fresh directory in /tmp, removed at the end)
import os
import sys
base = '/tmp/fpy_os_%d_911' % os.getpid()

sys.path.insert(0, __file__.rsplit('/', 1)[0] + '/modules')
import ostest
from ostest import r, err, mkfile, rmtree
ostest.base = base

os.mkdir(base)
try:
    p = base + '/f'
    fd = os.open(p, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    print(type(fd).__name__, fd > 2)
    print(os.write(fd, b'hello '), os.write(fd, b'world'), os.write(fd, b''))
    os.close(fd)
    print(oct(os.stat(p).st_mode & 0o777))
    err(os.open, p, os.O_WRONLY | os.O_CREAT | os.O_EXCL)
    fd = os.open(p, os.O_RDONLY)
    print(os.read(fd, 5), os.read(fd, 100), os.read(fd, 10))
    print(os.lseek(fd, 0, os.SEEK_SET), os.read(fd, 3))
    print(os.lseek(fd, 2, os.SEEK_CUR), os.read(fd, 2))
    print(os.lseek(fd, -5, os.SEEK_END), os.read(fd, 5))
    print(os.read(fd, 0))
    err(os.write, fd, b'x')
    err(os.lseek, fd, -100, os.SEEK_SET)
    os.close(fd)
    fd = os.open(p, os.O_WRONLY | os.O_APPEND)
    os.write(fd, b'!')
    os.close(fd)
    fd = os.open(p, os.O_RDWR)
    print(os.read(fd, 100))
    os.lseek(fd, 0, os.SEEK_SET)
    os.write(fd, b'J')
    os.lseek(fd, 0, 0)
    print(os.read(fd, 100))
    os.close(fd)
    fd = os.open(p, os.O_WRONLY | os.O_TRUNC)
    os.close(fd)
    print(os.path.getsize(p))
    print(os.SEEK_SET, os.SEEK_CUR, os.SEEK_END, os.O_RDONLY, os.O_WRONLY, os.O_RDWR)
    print(os.O_CREAT | os.O_EXCL | os.O_TRUNC | os.O_APPEND > 0, len({os.O_CREAT, os.O_EXCL, os.O_TRUNC, os.O_APPEND}))
    err(os.open, base + '/nosuch', os.O_RDONLY)
    err(os.open, base, os.O_WRONLY)
    err(os.open, base + '/nodir/f', os.O_CREAT | os.O_WRONLY)
    err(os.close, 9999)
    err(os.read, 9999, 1)
    err(os.write, 9999, b'x')
    err(os.lseek, 9999, 0, 0)
finally:
    if os.path.isdir(base):
        rmtree(base)
