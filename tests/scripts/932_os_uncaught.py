# os / os.path: os uncaught (files only under a fresh directory in /tmp, removed at the end)
import os
import sys
base = '/tmp/fpy_os_%d_932' % os.getpid()

sys.path.insert(0, __file__.rsplit('/', 1)[0] + '/modules')
import ostest
from ostest import r, err, mkfile, rmtree
ostest.base = base

os.mkdir(base)
try:
    rmtree(base)
    print('removing nothing')
    os.remove('/nonexistent_fpy_dir/file')
finally:
    if os.path.isdir(base):
        rmtree(base)
