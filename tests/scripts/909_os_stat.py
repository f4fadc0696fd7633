# os / os.path: os stat (files only under a fresh directory in /tmp, removed at the end)
import os
import sys
base = '/tmp/fpy_os_%d_909' % os.getpid()

sys.path.insert(0, __file__.rsplit('/', 1)[0] + '/modules')
import ostest
from ostest import r, err, mkfile, rmtree
ostest.base = base

os.mkdir(base)
try:
    mkfile(base + '/f', b'x' * 1234)
    st = os.stat(base + '/f')
    print(type(st).__name__, len(st), st.st_size, st[6], oct(st.st_mode & 0o170000), oct(st.st_mode & 0o777))
    for name in ['st_mode', 'st_ino', 'st_dev', 'st_nlink', 'st_uid', 'st_gid', 'st_size',
                 'st_atime_ns', 'st_mtime_ns', 'st_ctime_ns', 'st_blksize', 'st_blocks', 'st_rdev']:
        print(name, type(getattr(st, name)).__name__)
    for name in ['st_atime', 'st_mtime', 'st_ctime']:
        print(name, type(getattr(st, name)).__name__, type(st[{'st_atime': 7, 'st_mtime': 8, 'st_ctime': 9}[name]]).__name__)
    print(st[7] == st.st_atime_ns // 10**9, st[8] == int(st.st_mtime), abs(st.st_mtime - st.st_mtime_ns / 1e9) < 1e-5)
    print(st[0] == st.st_mode, st[1] == st.st_ino, st[3] == st.st_nlink, st[-1] == st[9], st[:2] == (st.st_mode, st.st_ino))
    mode, ino, dev, nlink, uid, gid, size, at, mt, ct = st
    print(size, nlink, uid == os.getuid(), gid == os.getgid())
    print(tuple(st) == st[:], st == os.stat(base + '/f'), st != os.stat(base))
    print(repr(st).startswith('os.stat_result(st_mode='), repr(st).count('='))
    os.mkdir(base + '/d')
    print(oct(os.stat(base + '/d').st_mode & 0o170000))
    os.symlink(base + '/f', base + '/l')
    print(os.stat(base + '/l').st_size, oct(os.lstat(base + '/l').st_mode & 0o170000), os.lstat(base + '/l').st_size == len(base + '/f'))
    print(os.stat(base + '/l', follow_symlinks=False) == os.lstat(base + '/l'))
    fd = os.open(base + '/f', os.O_RDONLY)
    print(os.fstat(fd).st_size, os.stat(fd).st_ino == st.st_ino)
    os.close(fd)
    print(os.stat(base.encode() + b'/f').st_size)
    err(os.stat, base + '/nosuch')
    err(os.lstat, base + '/nosuch')
    err(os.stat, base + '/f/x')
    err(os.fstat, 9999)
    err(os.stat, 9999)
    err(os.stat, 1.5)
    err(os.lstat, 3)
    err(os.stat, 'a\0b')
    err(os.stat)
    err(lambda: st[10])
    err(lambda: st.nosuch)
finally:
    if os.path.isdir(base):
        rmtree(base)
