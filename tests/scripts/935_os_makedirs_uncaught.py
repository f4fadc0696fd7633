# os / os.path: os makedirs uncaught (files only under a fresh directory in /tmp, removed at the end)
import os
import sys
base = '/tmp/fpy_os_%d_935' % os.getpid()

sys.path.insert(0, __file__.rsplit('/', 1)[0] + '/modules')
import ostest
from ostest import r, err, mkfile, rmtree
ostest.base = base

os.mkdir(base)
try:
    os.makedirs(base + '/x/y')
    print(sorted(os.listdir(base)))
    rmtree(base)
    os.makedirs('/')
finally:
    if os.path.isdir(base):
        rmtree(base)
