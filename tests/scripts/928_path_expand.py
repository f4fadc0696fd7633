# os / os.path: path expand (files only under a fresh directory in /tmp, removed at the end)
import os
import sys
base = '/tmp/fpy_os_%d_928' % os.getpid()

sys.path.insert(0, __file__.rsplit('/', 1)[0] + '/modules')
import ostest
from ostest import r, err, mkfile, rmtree
ostest.base = base

os.mkdir(base)
try:
    import os.path as op
    old_home = os.environ.get('HOME')
    os.environ['HOME'] = '/home/tester/'
    for p in ['~', '~/', '~/x', '~x', 'a~', '/~', '', '~//a']:
        print(repr(p), repr(op.expanduser(p)))
    os.environ['HOME'] = '/'
    print(repr(op.expanduser('~')), repr(op.expanduser('~/a')))
    os.environ['HOME'] = ''
    print(repr(op.expanduser('~/a')))
    print(op.expanduser('~root/x'), op.expanduser('~nosuchuser_fpy/x'))
    print(op.expanduser(b'~/q'), op.expanduser(b'x'))
    if old_home is None:
        del os.environ['HOME']
    else:
        os.environ['HOME'] = old_home
    os.environ['FPYV'] = 'val'
    os.environ['FPY_V2'] = 'two'
    for p in ['$FPYV', '${FPYV}', '$FPYV/x', '${FPYV}x', '$FPYVx', 'a$FPY_V2.b', '$', '$$FPYV', '${', '${FPYV',
              '$NOSUCH_FPY', '${NOSUCH_FPY}', '$FPYV$FPY_V2', 'x${FPY_V2}y${FPYV}z', '$1', '$-', '', 'no vars',
              '${}', '$FPYV}', '${FPY V2}']:
        print(repr(p), repr(op.expandvars(p)))
    print(op.expandvars(b'$FPYV/$NOPE'))
    del os.environ['FPYV']
    del os.environ['FPY_V2']
    err(op.expanduser, 1)
    err(op.expandvars, None)
finally:
    if os.path.isdir(base):
        rmtree(base)
