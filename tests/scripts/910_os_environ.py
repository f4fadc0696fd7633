# os / os.path: os environ (files only under a fresh directory in /tmp, removed at the end)
import os
import sys
base = '/tmp/fpy_os_%d_910' % os.getpid()

sys.path.insert(0, __file__.rsplit('/', 1)[0] + '/modules')
import ostest
from ostest import r, err, mkfile, rmtree
ostest.base = base

os.mkdir(base)
try:
    key = 'FPY_OS_TEST_%d' % os.getpid()
    print(key in os.environ, os.environ.get(key), os.getenv(key), os.getenv(key, 'dflt'))
    os.environ[key] = 'value1'
    print(os.environ[key], key in os.environ, os.getenv(key), os.environ.get(key, 'x'))
    print(key in list(os.environ), key in os.environ.keys(), (key, 'value1') in os.environ.items())
    print(len(os.environ) == len(list(os.environ)), type(os.environ.copy()).__name__, os.environ.copy()[key])
    print(os.environ.setdefault(key, 'other'), os.environ.setdefault(key + '_2', 'new'))
    print(os.environ.pop(key + '_2'), os.environ.pop(key + '_2', 'gone'))
    del os.environ[key]
    print(key in os.environ)
    try:
        os.environ[key]
    except KeyError as e:
        print('KeyError', r(e).replace(key, 'KEY'))
    try:
        del os.environ[key]
    except KeyError as e:
        print('KeyError', r(e).replace(key, 'KEY'))
    err(os.environ.__getitem__, 1)
    err(os.environ.__setitem__, key, 1)
    err(os.environ.__setitem__, 1, 'x')
    err(os.getenv, 1)
    err(lambda: 1 in os.environ)
    err(os.putenv, 'a=b', 'c')
    err(os.putenv, '', 'c')
    err(os.putenv, 1, 'c')
    err(os.putenv, 'x', None)
    err(os.unsetenv, 'a=b')
    err(os.unsetenv, 3)
    os.putenv(key, 'direct')
    print(key in os.environ)
    os.unsetenv(key)
    os.environ.update({key: 'u1'}, **{key + '_K': 'u2'})
    print(os.environ[key], os.environ[key + '_K'])
    del os.environ[key]
    del os.environ[key + '_K']
    print(os.environ.get('HOME') == os.getenv('HOME'), type(os.environ).__name__)
    print(key in os.environ, isinstance(os.environ.get('PATH'), str))
finally:
    if os.path.isdir(base):
        rmtree(base)
