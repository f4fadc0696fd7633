# What open() refuses, with CPython's exception types and messages.
import os
p = '/tmp/fpy_637_%d.txt' % os.getpid()
with open(p, 'w') as f:
    f.write('x')

def attempt(*args, **kw):
    try:
        f = open(*args, **kw)
        print('opened', type(f).__name__)
        f.close()
    except Exception as e:
        print(type(e).__name__ + ':', str(e).replace(p, 'P'))

attempt('/nonexistent-dir/file.txt')
attempt('/tmp')
attempt('/tmp', 'w')
attempt(p, 'x')
attempt(p + '/sub')
attempt(p, 'rw')
attempt(p, 'q')
attempt(p, 'rr')
attempt(p, '')
attempt(p, '+')
attempt(p, 'tb')
attempt(p, 'rb', encoding='utf-8')
attempt(p, 'rb', errors='strict')
attempt(p, 'rb', newline='')
attempt(p, 'r', newline='x')
attempt(p, 'r', buffering=0)
attempt(p, 'r', encoding='foo')
attempt(1.5)
attempt(None)
attempt(p, 5)
attempt(p, 'r', encoding=5)
attempt(p, 'r', errors=[])
attempt(p, 'r', buffering='a')
attempt(p, 'r', bogus=1)
attempt()
attempt(p + '\0x')
attempt(p, closefd=False)
attempt(p, 'rb', buffering=0)
try:
    open('/nonexistent-dir/x')
except OSError as e:
    print(type(e).__name__, e.errno, e.strerror, e.filename, e.filename2, e.args)
try:
    open('missing-file-%d' % os.getpid())
except FileNotFoundError as e:
    print('caught', isinstance(e, OSError), e.filename.startswith('missing-file-'))
os.remove(p)
