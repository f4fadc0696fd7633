# errno: the error numbers by name, errorcode, and OSError.errno
import errno
import os

for name in ['EPERM', 'ENOENT', 'ESRCH', 'EINTR', 'EIO', 'EBADF', 'ECHILD', 'EAGAIN', 'ENOMEM',
             'EACCES', 'EEXIST', 'ENOTDIR', 'EISDIR', 'EINVAL', 'EPIPE', 'ERANGE', 'EDEADLK',
             'ENAMETOOLONG', 'ENOSYS', 'ENOTEMPTY', 'ELOOP', 'EWOULDBLOCK', 'ETIMEDOUT',
             'ECONNREFUSED', 'EINPROGRESS', 'EOPNOTSUPP', 'ENOTSUP', 'EDEADLOCK', 'ECANCELED',
             'EOWNERDEAD', 'ENOTRECOVERABLE', 'ERFKILL']:
    v = getattr(errno, name)
    print(name, v, errno.errorcode[v])

names = sorted(n for n in dir(errno) if n.startswith('E'))
print(len(names), names[:5], names[-5:])
print(len(errno.errorcode))
print(sorted(errno.errorcode.items())[:6])
print(all(getattr(errno, n) in errno.errorcode for n in names))
print(all(getattr(errno, errno.errorcode[v]) == v for v in errno.errorcode))
print(type(errno.errorcode), type(errno.ENOENT))

try:
    os.stat('/nonexistent/file')
except OSError as e:
    print(e.errno == errno.ENOENT, errno.errorcode[e.errno], type(e).__name__)
try:
    os.rmdir('/')
except OSError as e:
    print(errno.errorcode[e.errno] in ('EBUSY', 'EPERM', 'EACCES'))
try:
    os.close(99999)
except OSError as e:
    print(e.errno == errno.EBADF, e)
print(os.strerror(errno.EPIPE))
