# os / os.path: os terminal size (files only under a fresh directory in /tmp, removed at the end)
import os
import sys
base = '/tmp/fpy_os_%d_917' % os.getpid()

sys.path.insert(0, __file__.rsplit('/', 1)[0] + '/modules')
import ostest
from ostest import r, err, mkfile, rmtree
ostest.base = base

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
