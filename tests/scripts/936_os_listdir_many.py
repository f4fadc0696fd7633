# os / os.path: os listdir many (files only under a fresh directory in /tmp, removed at the end)
import os
import sys
base = '/tmp/fpy_os_%d_936' % os.getpid()

sys.path.insert(0, __file__.rsplit('/', 1)[0] + '/modules')
import ostest
from ostest import r, err, mkfile, rmtree
ostest.base = base

os.mkdir(base)
try:
    names = ['f%04d' % i for i in range(500)]
    for n in names:
        mkfile(base + '/' + n)
    got = os.listdir(base)
    print(len(got), sorted(got) == names)
    print(sum(1 for e in os.scandir(base) if e.is_file()))
    for n in names[::2]:
        os.remove(base + '/' + n)
    print(len(os.listdir(base)), sorted(os.listdir(base))[:3])
    print(sum(len(f) for _, _, f in os.walk(base)))
finally:
    if os.path.isdir(base):
        rmtree(base)
