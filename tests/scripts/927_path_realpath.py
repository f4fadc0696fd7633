# os / os.path: path realpath (files only under a fresh directory in /tmp, removed at the end)
import os
import sys
base = '/tmp/fpy_os_%d_927' % os.getpid()

sys.path.insert(0, __file__.rsplit('/', 1)[0] + '/modules')
import ostest
from ostest import r, err, mkfile, rmtree
ostest.base = base

os.mkdir(base)
try:
    import os.path as op
    real = op.realpath(base)
    def rr(p):
        return p.replace(real, '<d>')
    os.mkdir(base + '/d')
    os.mkdir(base + '/d/e')
    mkfile(base + '/d/e/f')
    os.symlink('d/e', base + '/l1')
    os.symlink(base + '/l1/f', base + '/l2')
    os.symlink('l2', base + '/l3')
    os.symlink('loop2', base + '/loop1')
    os.symlink('loop1', base + '/loop2')
    os.symlink('../..', base + '/d/e/up')
    os.symlink('.', base + '/self')
    for p in ['d', 'l1', 'l1/f', 'l2', 'l3', 'l1/../x', 'd/e/up', 'd/e/up/d', 'self/self/d', 'nosuch/x', 'loop1',
              'loop1/x', 'l1/', 'd//e/./f', '.']:
        print(p, rr(op.realpath(base + '/' + p)))
    print(rr(op.realpath(base + '/l3', strict=True)))
    err(op.realpath, base + '/nosuch', strict=True)
    err(op.realpath, base + '/loop1', strict=True)
    print(op.realpath('/'), op.realpath('//'), op.realpath('/..'))
    old = os.getcwd()
    os.chdir(base)
    print(rr(op.realpath('l3')), rr(op.realpath('')), rr(op.realpath(b'l1').decode()))
    os.chdir(old)
    err(op.realpath, None)
finally:
    if os.path.isdir(base):
        rmtree(base)
