# os / os.path: os environ mapping (files only under a fresh directory in /tmp, removed at the end)
import os
base = '/tmp/fpy_os_%d_937' % os.getpid()

def r(x):
    return str(x).replace(base, '<d>')

def err(f, *a, **k):
    try:
        v = f(*a, **k)
        print('ok', r(repr(v)))
    except Exception as e:
        print(type(e).__name__, r(e))

def mkfile(p, data=b''):
    fd = os.open(p, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    os.write(fd, data)
    os.close(fd)

def rmtree(p):
    for root, dirs, files in os.walk(p, topdown=False):
        for f in files:
            os.remove(os.path.join(root, f))
        for d in dirs:
            full = os.path.join(root, d)
            if os.path.islink(full):
                os.remove(full)
            else:
                os.rmdir(full)
    os.rmdir(p)

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
