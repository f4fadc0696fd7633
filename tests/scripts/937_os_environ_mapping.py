# os / os.path: os environ mapping (files only under a fresh directory in /tmp, removed at the end)
import os
import sys
base = '/tmp/fpy_os_%d_937' % os.getpid()

sys.path.insert(0, __file__.rsplit('/', 1)[0] + '/modules')
import ostest
from ostest import r, err, mkfile, rmtree
ostest.base = base

os.mkdir(base)
try:
    k = 'FPY_ENVMAP_TEST_KEY'
    os.environ[k] = 'v'
    print(repr(os.environ).startswith('environ({'), isinstance(dict(os.environ), dict))
    print(dict(os.environ)[k], [x for x in os.environ if x == k] == [k], os.environ == os.environ)
    d = os.environ | {k: 'w'}
    print(type(d).__name__, d[k], os.environ[k])
    os.environ |= {k: 'z'}
    print(os.environ[k])
    print(os.environ.pop(k))
    err(os.environ.pop, k)
    print(os.environ.pop(k, None))
    err(os.environ.update, 5)
    print(list(os.environ.keys()) == list(os.environ), len(os.environ.values()) == len(os.environ))
finally:
    if os.path.isdir(base):
        rmtree(base)
