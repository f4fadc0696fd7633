# os / os.path: os walk (files only under a fresh directory in /tmp, removed at the end)
import os
import sys
base = '/tmp/fpy_os_%d_906' % os.getpid()

sys.path.insert(0, __file__.rsplit('/', 1)[0] + '/modules')
import ostest
from ostest import r, err, mkfile, rmtree
ostest.base = base

os.mkdir(base)
try:
    for d in ['a', 'a/x', 'a/x/deep', 'b', 'c']:
        os.mkdir(base + '/' + d)
    for f in ['top.txt', 'a/1', 'a/x/2', 'a/x/deep/3', 'b/4']:
        mkfile(base + '/' + f)
    os.symlink(base + '/b', base + '/c/blink')

    def show(gen):
        for top, dirs, files in gen:
            print(r(top), sorted(dirs), sorted(files))

    def sorted_walk(*a, **k):
        out = []
        for top, dirs, files in os.walk(*a, **k):
            dirs.sort()
            out.append((top, list(dirs), sorted(files)))
        return out

    for t in sorted_walk(base):
        print(r(t))
    print('--- prune')
    for top, dirs, files in os.walk(base):
        dirs[:] = [d for d in sorted(dirs) if d != 'a']
        print(r(top), dirs, sorted(files))
    print('--- bottom-up')
    res = list(os.walk(base, topdown=False))
    names = [r(t[0]) for t in res]
    print(sorted(names))
    print(names.index('<d>/a/x/deep') < names.index('<d>/a/x') < names.index('<d>/a') < names.index('<d>'))
    print('--- followlinks')
    for t in sorted(r(t[0]) for t in os.walk(base, followlinks=True)):
        print(t)
    print('--- errors')
    errs = []
    print(list(os.walk(base + '/nosuch', onerror=errs.append)))
    print([(type(e).__name__, r(e.filename)) for e in errs])
    print(list(os.walk(base + '/top.txt')))
    bw = list(os.walk(base.encode()))
    print(len(bw), set(type(t[0]).__name__ for t in bw), bw[0][0] == base.encode())
    print(r(list(os.walk(base + '/b'))))
finally:
    if os.path.isdir(base):
        rmtree(base)
