# os / os.path: os exit (files only under a fresh directory in /tmp, removed at the end)
import os
import sys
base = '/tmp/fpy_os_%d_919' % os.getpid()

sys.path.insert(0, __file__.rsplit('/', 1)[0] + '/modules')
import ostest
from ostest import r, err, mkfile, rmtree
ostest.base = base

os.mkdir(base)
try:
    import sys
    print('before')
    sys.stdout.flush()
    try:
        os._exit('x')
    except TypeError as e:
        print(type(e).__name__, e)
    sys.stdout.flush()
    rmtree(base)
    os._exit(7)
    print('not reached')
finally:
    if os.path.isdir(base):
        rmtree(base)
