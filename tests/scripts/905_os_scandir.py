# os / os.path: os scandir (files only under a fresh directory in /tmp, removed at the end)
import os
import sys
base = '/tmp/fpy_os_%d_905' % os.getpid()

sys.path.insert(0, __file__.rsplit('/', 1)[0] + '/modules')
import ostest
from ostest import r, err, mkfile, rmtree
ostest.base = base

os.mkdir(base)
try:
    mkfile(base + '/file', b'12345')
    os.mkdir(base + '/dir')
    os.symlink(base + '/file', base + '/link')
    os.symlink(base + '/dir', base + '/dlink')
    os.symlink(base + '/nothing', base + '/broken')
    with os.scandir(base) as it:
        entries = sorted(it, key=lambda e: e.name)
    for e in entries:
        print(repr(e), e.name, r(e.path), e.is_file(), e.is_dir(), e.is_symlink(),
              e.is_file(follow_symlinks=False), e.is_dir(follow_symlinks=False))
        print('  ', r(os.fspath(e)), isinstance(e.inode(), int), e.inode() == os.lstat(e.path).st_ino)
    f = [e for e in entries if e.name == 'file'][0]
    print(f.stat().st_size, f.stat(follow_symlinks=False).st_size)
    l = [e for e in entries if e.name == 'link'][0]
    print(l.stat().st_size, (l.stat(follow_symlinks=False).st_mode & 0o170000) == 0o120000)
    b = [e for e in entries if e.name == 'broken'][0]
    err(b.stat)
    print(b.stat(follow_symlinks=False).st_mode & 0o170000 == 0o120000)
    it = os.scandir(base + '/dir')
    print(list(it), list(it))
    it = os.scandir(base)
    print(next(it).name in os.listdir(base))
    it.close()
    print(list(it))
    old = os.getcwd()
    os.chdir(base)
    print(sorted(e.path for e in os.scandir()))
    print(sorted(e.path for e in os.scandir('dir')))
    os.chdir(old)
    print(sorted(e.name for e in os.scandir(base.encode())))
    err(os.scandir, base + '/nosuch')
    err(os.scandir, base + '/file')
    err(os.scandir, 2.5)
finally:
    if os.path.isdir(base):
        rmtree(base)
