# os / os.path: os pipe dup (files only under a fresh directory in /tmp, removed at the end)
import os
import sys
base = '/tmp/fpy_os_%d_912' % os.getpid()

sys.path.insert(0, __file__.rsplit('/', 1)[0] + '/modules')
import ostest
from ostest import r, err, mkfile, rmtree
ostest.base = base

os.mkdir(base)
try:
    r_, w = os.pipe()
    print(type(r_).__name__, type(w).__name__, r_ != w)
    print(os.isatty(r_), os.isatty(w), os.isatty(9999))
    print(os.write(w, b'through the pipe'))
    print(os.read(r_, 7), os.read(r_, 100))
    w2 = os.dup(w)
    print(w2 not in (r_, w))
    os.write(w2, b'dup!')
    os.close(w2)
    print(os.read(r_, 10))
    fd = os.open(base + '/target', os.O_WRONLY | os.O_CREAT)
    print(os.dup2(w, fd) == fd)
    os.write(fd, b'via dup2')
    print(os.read(r_, 100))
    os.close(fd)
    os.close(w)
    print(os.read(r_, 100))
    os.close(r_)
    err(os.dup, 9999)
    err(os.dup2, 9999, 10)
    err(os.pipe, 1)
    err(os.isatty, 'x')
    print(os.path.getsize(base + '/target'))
finally:
    if os.path.isdir(base):
        rmtree(base)
