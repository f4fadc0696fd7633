# os.truncate, os.ftruncate, os.fsync (files only under a fresh directory in /tmp, removed at the end)
import os
base = '/tmp/fpy_os_%d_939' % os.getpid()
os.mkdir(base)
try:
    p = base + '/f'
    fd = os.open(p, os.O_RDWR | os.O_CREAT)
    os.write(fd, b'0123456789')
    os.fsync(fd)
    os.ftruncate(fd, 4)
    print(os.fstat(fd).st_size)
    os.lseek(fd, 0, os.SEEK_SET)
    print(os.read(fd, 100))
    os.ftruncate(fd, 8)
    os.lseek(fd, 0, os.SEEK_SET)
    print(os.read(fd, 100))
    os.truncate(fd, 2)
    print(os.path.getsize(p))
    os.close(fd)
    os.truncate(p, 0)
    print(os.path.getsize(p))
    for f, a in [(os.ftruncate, ('x', 1)), (os.ftruncate, (9999, 1)), (os.truncate, (base + '/nosuch', 1)),
                 (os.fsync, (9999,)), (os.fsync, ()), (os.ftruncate, (1,)), (os.truncate, (None, 1)),
                 (os.truncate, (base, 0)), (os.truncate, (p, -1))]:
        try:
            f(*a)
        except Exception as e:
            print(type(e).__name__, str(e).replace(base, '<d>'))
finally:
    for n in os.listdir(base):
        os.remove(base + '/' + n)
    os.rmdir(base)
