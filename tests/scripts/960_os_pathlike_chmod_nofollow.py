# os.PathLike as CPython's ABC (any class defining __fspath__), and
# os.chmod(follow_symlinks=False): works on files, refused on a symlink as CPython on Linux.
import os
class P:
    def __fspath__(self): return '/x'
class N:
    __fspath__ = None
class Q(P): pass
class S(os.PathLike):
    def __fspath__(self): return 's'
for o in (P(), Q(), N(), S(), 'str', b'b', 5):
    print(type(o).__name__, isinstance(o, os.PathLike))
print(issubclass(P, os.PathLike), issubclass(str, os.PathLike), issubclass(S, os.PathLike), issubclass(N, os.PathLike))
p = '/tmp/fpy_ch_%d' % os.getpid()
open(p, 'w').close()
os.chmod(p, 0o640, follow_symlinks=False)
print(oct(os.stat(p).st_mode & 0o777))
os.symlink(p, p + '.lnk')
try:
    os.chmod(p + '.lnk', 0o600, follow_symlinks=False)
except NotImplementedError as e:
    print('NotImplementedError', e)
os.chmod(p + '.lnk', 0o600)
print(oct(os.stat(p).st_mode & 0o777))
try:
    os.chmod(p + '.missing', 0o600, follow_symlinks=False)
except FileNotFoundError as e:
    print('FileNotFoundError', e.filename == p + '.missing')
os.remove(p + '.lnk'); os.remove(p)
