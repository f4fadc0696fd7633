# os / os.path: os misc (files only under a fresh directory in /tmp, removed at the end)
import os
import sys
base = '/tmp/fpy_os_%d_918' % os.getpid()

sys.path.insert(0, __file__.rsplit('/', 1)[0] + '/modules')
import ostest
from ostest import r, err, mkfile, rmtree
ostest.base = base

os.mkdir(base)
try:
    u = os.uname()
    print(type(u).__name__, len(u), u.sysname, u[0] == u.sysname, all(isinstance(x, str) for x in u))
    print(repr(u).startswith("posix.uname_result(sysname='Linux', nodename="))
    t = os.times()
    print(type(t).__name__, len(t), all(isinstance(x, float) for x in t), t.user >= 0, t[4] == t.elapsed)
    p = base + '/f'
    mkfile(p)
    os.utime(p, (1000000000, 1200000000.5))
    st = os.stat(p)
    print(st.st_atime, st.st_mtime, st[7], st[8], st.st_mtime_ns)
    os.utime(p, ns=(5 * 10**9, 7 * 10**9 + 123))
    st = os.stat(p)
    print(st.st_atime_ns, st.st_mtime_ns, st.st_mtime)
    os.utime(p)
    print(os.stat(p).st_mtime > 1200000000)
    os.utime(p, None)
    err(os.utime, p, (1, 2), ns=(1, 2))
    err(os.utime, p, (1,))
    err(os.utime, p, 5)
    err(os.utime, base + '/nosuch', (1, 2))
    os.kill(os.getpid(), 0)
    err(os.kill, 2**22 + 12345, 0)
    print('done')
finally:
    if os.path.isdir(base):
        rmtree(base)
