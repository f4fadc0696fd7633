# os / os.path: os links (files only under a fresh directory in /tmp, removed at the end)
import os
import sys
base = '/tmp/fpy_os_%d_916' % os.getpid()

sys.path.insert(0, __file__.rsplit('/', 1)[0] + '/modules')
import ostest
from ostest import r, err, mkfile, rmtree
ostest.base = base

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
