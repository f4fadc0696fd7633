"""The os module: the operating system, portably named.

The system calls are in the C module `posix` (modules/posixmodule.c); this
module adds what CPython's os adds in Python on top of them: the result
types (stat_result, terminal_size, ...), os.environ as a mapping kept in
step with the process environment, DirEntry and scandir, walk, makedirs
and removedirs, fspath, and os.path (the posixpath module, also registered
in sys.modules as 'os.path', so that `import os.path` finds it).

Threads: os.environ is a mapping over a dict (thread-safe on its own);
each assignment or deletion changes the process environment first (under
the C module's environment lock) and then the dict, so two threads writing
the same name at once may leave the two disagreeing about which write
came last, exactly as in CPython.  Everything else here is either
immutable after import or per call.
"""

import sys
import posix as _posix
from posix import *
from posix import _exit
import posixpath as path

sys.modules['os.path'] = path

name = 'posix'
linesep = '\n'
sep = path.sep
altsep = path.altsep
extsep = path.extsep
pathsep = path.pathsep
curdir = path.curdir
pardir = path.pardir
defpath = path.defpath
devnull = path.devnull
error = OSError


# ---- paths ------------------------------------------------------------------

def fsencode(filename):
    filename = fspath(filename)
    return filename.encode() if isinstance(filename, str) else filename


def fsdecode(filename):
    filename = fspath(filename)
    return filename.decode() if isinstance(filename, bytes) else filename


class _PathLikeMeta(type):
    # What CPython's ABC gets from PathLike.__subclasshook__: any class whose
    # MRO defines __fspath__ (not set to None) is a PathLike.
    def __instancecheck__(cls, obj):
        return cls.__subclasscheck__(type(obj))

    def __subclasscheck__(cls, sub):
        for c in sub.__mro__:
            if '__fspath__' in c.__dict__:
                return c.__dict__['__fspath__'] is not None
        return False


class PathLike(metaclass=_PathLikeMeta):
    """Abstract base class for objects with __fspath__."""

    def __fspath__(self):
        raise NotImplementedError


# ---- result types -------------------------------------------------------------

def _seq_type(qualname, fields):
    """A tuple subclass naming its items, like CPython's struct sequences."""
    def __new__(cls, seq):
        seq = _as_tuple(seq)
        if len(seq) != len(fields):
            raise TypeError('%s() takes a %d-sequence (%d-sequence given)'
                            % (qualname, len(fields), len(seq)))
        return tuple.__new__(cls, seq)

    def __repr__(self):
        return '%s(%s)' % (qualname, ', '.join(
            '%s=%r' % (f, v) for f, v in zip(fields, self)))

    ns = {'__new__': __new__, '__repr__': __repr__, '__slots__': (),
          'n_fields': len(fields), 'n_sequence_fields': len(fields),
          'n_unnamed_fields': 0}
    for i, f in enumerate(fields):
        ns[f] = property(lambda self, i=i: tuple.__getitem__(self, i))
    mod, _, short = qualname.rpartition('.')
    cls = type(short, (tuple,), ns)
    cls.__module__ = mod
    return cls


terminal_size = _seq_type('os.terminal_size', ('columns', 'lines'))
uname_result = _seq_type('posix.uname_result',
                         ('sysname', 'nodename', 'release', 'version', 'machine'))
times_result = _seq_type('posix.times_result',
                         ('user', 'system', 'children_user', 'children_system', 'elapsed'))
# without CPython's f_fsid (an attribute that is not part of the sequence)
statvfs_result = _seq_type('os.statvfs_result',
                           ('f_bsize', 'f_frsize', 'f_blocks', 'f_bfree', 'f_bavail',
                            'f_files', 'f_ffree', 'f_favail', 'f_flag', 'f_namemax'))

_STAT_FIELDS = ('st_mode', 'st_ino', 'st_dev', 'st_nlink', 'st_uid', 'st_gid', 'st_size')


def _as_tuple(seq):
    try:
        return tuple(seq)
    except TypeError:
        raise TypeError('constructor requires a sequence') from None


class stat_result:
    """The result of stat, lstat and fstat: a 10-item sequence (mode, ino,
    dev, nlink, uid, gid, size and the three times in whole seconds) with
    more fields by name (float times, times in nanoseconds, st_blksize,
    st_blocks, st_rdev): 19 fields in all, in CPython's order.  In fpy it is
    a sequence but not a tuple subclass."""

    __slots__ = ('_f',)
    n_sequence_fields = 10
    n_fields = 19
    n_unnamed_fields = 3

    def __init__(self, sequence, dict=None):
        f = _as_tuple(sequence)
        if len(f) < 10:
            raise TypeError('os.stat_result() takes an at least 10-sequence (%d-sequence given)' % len(f))
        if len(f) > 19:
            raise TypeError('os.stat_result() takes an at most 19-sequence (%d-sequence given)' % len(f))
        self._f = f + (None,) * (19 - len(f))

    def __len__(self):
        return 10

    def __getitem__(self, i):
        return self._f[:10][i]

    def __iter__(self):
        return iter(self._f[:10])

    def __eq__(self, other):
        if isinstance(other, stat_result):
            return self._f[:10] == other._f[:10]
        if isinstance(other, tuple):
            return self._f[:10] == other
        return NotImplemented

    def __ne__(self, other):
        r = self.__eq__(other)
        return r if r is NotImplemented else not r

    def __hash__(self):
        return hash(self._f[:10])

    def __getattr__(self, name):
        raise AttributeError("'os.stat_result' object has no attribute %r" % (name,))

    def __repr__(self):
        names = _STAT_FIELDS + ('st_atime', 'st_mtime', 'st_ctime')
        return 'os.stat_result(%s)' % ', '.join(
            '%s=%r' % (n, v) for n, v in zip(names, self._f))

    st_mode = property(lambda self: self._f[0])
    st_ino = property(lambda self: self._f[1])
    st_dev = property(lambda self: self._f[2])
    st_nlink = property(lambda self: self._f[3])
    st_uid = property(lambda self: self._f[4])
    st_gid = property(lambda self: self._f[5])
    st_size = property(lambda self: self._f[6])
    # a float time missing (made from a short sequence) falls back to the int one, as in CPython
    st_atime = property(lambda self: self._f[7] if self._f[10] is None else self._f[10])
    st_mtime = property(lambda self: self._f[8] if self._f[11] is None else self._f[11])
    st_ctime = property(lambda self: self._f[9] if self._f[12] is None else self._f[12])
    st_atime_ns = property(lambda self: self._f[13])
    st_mtime_ns = property(lambda self: self._f[14])
    st_ctime_ns = property(lambda self: self._f[15])
    st_blksize = property(lambda self: self._f[16])
    st_blocks = property(lambda self: self._f[17])
    st_rdev = property(lambda self: self._f[18])


def _stat_result(raw):
    """A stat_result from posix's raw fields: (mode, ino, dev, nlink, uid,
    gid, size, atime_ns, mtime_ns, ctime_ns, blksize, blocks, rdev)."""
    ns = raw[7:10]
    secs = tuple(t // 1000000000 for t in ns)
    # as CPython: the whole seconds plus the nanoseconds scaled
    floats = tuple(t // 1000000000 + (t % 1000000000) * 1e-9 for t in ns)
    return stat_result(raw[:7] + secs + floats + ns + raw[10:])


# The arguments go through unchanged, so that their errors are the C
# functions' (CPython's messages).

def stat(*args, **kwargs):
    """stat(path, *, dir_fd=None, follow_symlinks=True): a stat_result."""
    return _stat_result(_posix.stat(*args, **kwargs))


def lstat(*args, **kwargs):
    """lstat(path, *, dir_fd=None): stat without following a symbolic link."""
    return _stat_result(_posix.lstat(*args, **kwargs))


def fstat(*args, **kwargs):
    """fstat(fd): stat of an open file descriptor."""
    return _stat_result(_posix.fstat(*args, **kwargs))


def get_terminal_size(*args):
    """get_terminal_size(fd=1): the window size of the terminal on fd."""
    return terminal_size(_posix._get_terminal_size(*args))


def uname(*args):
    return uname_result(_posix._uname(*args))


def times(*args):
    return times_result(_posix._times(*args))


def statvfs(*args, **kwargs):
    """statvfs(path): the file system's sizes, a statvfs_result."""
    return statvfs_result(_posix._statvfs(*args, **kwargs))


def fdopen(fd, mode='r', buffering=-1, encoding=None, errors=None, newline=None,
           closefd=True, opener=None):
    """open() on a file descriptor."""
    import builtins
    if not isinstance(fd, int):
        raise TypeError('invalid fd type (%s, expected integer)' % type(fd))
    return builtins.open(fd, mode, buffering, encoding=encoding, errors=errors,
                         newline=newline, closefd=closefd, opener=opener)


# ---- the environment ------------------------------------------------------------

def _env_str(value):
    if not isinstance(value, str):
        raise TypeError('str expected, not ' + type(value).__name__)
    return value


class _Environ:
    """os.environ: a mapping of the process environment.  Setting or
    deleting an item calls putenv or unsetenv; reading it reads the copy
    made at import, kept up to date by those writes (as in CPython, direct
    calls to os.putenv do not show here)."""

    def __init__(self, data):
        self._data = data

    def __getitem__(self, key):
        try:
            return self._data[_env_str(key)]
        except KeyError:
            raise KeyError(key) from None

    def __setitem__(self, key, value):
        _env_str(key)
        _env_str(value)
        putenv(key, value)
        self._data[key] = value

    def __delitem__(self, key):
        _env_str(key)
        unsetenv(key)
        try:
            del self._data[key]
        except KeyError:
            raise KeyError(key) from None

    def __contains__(self, key):
        return _env_str(key) in self._data

    def __iter__(self):
        return iter(list(self._data))

    def __len__(self):
        return len(self._data)

    def __repr__(self):
        return 'environ({%s})' % ', '.join(
            '%r: %r' % (k, v) for k, v in self._data.items())

    def __eq__(self, other):
        if isinstance(other, _Environ):
            other = other._data
        return self._data == other

    def get(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            return default

    def keys(self):
        return self._data.keys()

    def values(self):
        return self._data.values()

    def items(self):
        return self._data.items()

    def copy(self):
        return dict(self._data)

    def setdefault(self, key, value):
        if key not in self:
            self[key] = value
        return self[key]

    _MISSING = object()

    def pop(self, key, default=_MISSING):
        if key in self:
            value = self[key]
            del self[key]
            return value
        if default is _Environ._MISSING:
            _env_str(key)
            raise KeyError(key)
        return default

    def popitem(self):
        for key in self:
            value = self[key]
            del self[key]
            return key, value
        raise KeyError('popitem(): dictionary is empty')

    def clear(self):
        for key in list(self._data):
            del self[key]

    def update(self, other=(), **kwds):
        if hasattr(other, 'keys'):
            for key in other.keys():
                self[key] = other[key]
        else:
            for key, value in other:
                self[key] = value
        for key, value in kwds.items():
            self[key] = value

    def __ior__(self, other):
        self.update(other)
        return self

    def __or__(self, other):
        if not isinstance(other, (dict, _Environ)):
            return NotImplemented
        d = dict(self._data)
        d.update(other)
        return d


environ = _Environ(_posix._environ())


def getenv(key, default=None):
    """Get an environment variable; default if it is not set."""
    return environ.get(key, default)


# ---- directories ------------------------------------------------------------------

class DirEntry:
    """One entry yielded by scandir: its name, its path, and what it is
    (from the directory listing when the system says, else from lstat or
    stat, called at most once each)."""

    __slots__ = ('name', 'path', '_type', '_ino', '_stat', '_lstat')

    def __init__(self, dirpath, name, dtype, ino):
        self.name = name
        if dirpath is None:
            self.path = name
        else:
            self.path = path.join(dirpath, name)
        self._type = dtype
        self._ino = ino
        self._stat = None
        self._lstat = None

    def __repr__(self):
        return '<DirEntry %r>' % (self.name,)

    def __fspath__(self):
        return self.path

    def inode(self):
        return self._ino

    def stat(self, *, follow_symlinks=True):
        if follow_symlinks:
            if self._stat is None:
                if self.is_symlink():
                    self._stat = stat(self.path)
                else:
                    self._stat = self.stat(follow_symlinks=False)
            return self._stat
        if self._lstat is None:
            self._lstat = lstat(self.path)
        return self._lstat

    def _mode_is(self, mask, follow_symlinks):
        try:
            return (self.stat(follow_symlinks=follow_symlinks).st_mode & 0o170000) == mask
        except FileNotFoundError:
            return False

    def is_symlink(self):
        if self._type != _posix._DT_UNKNOWN:
            return self._type == _posix._DT_LNK
        return self._mode_is(0o120000, False)

    def is_dir(self, *, follow_symlinks=True):
        if self._type != _posix._DT_UNKNOWN and not (follow_symlinks and self._type == _posix._DT_LNK):
            return self._type == _posix._DT_DIR
        return self._mode_is(0o040000, follow_symlinks)

    def is_file(self, *, follow_symlinks=True):
        if self._type != _posix._DT_UNKNOWN and not (follow_symlinks and self._type == _posix._DT_LNK):
            return self._type == _posix._DT_REG
        return self._mode_is(0o100000, follow_symlinks)


class ScandirIterator:
    """What scandir returns: an iterator of DirEntry, and a context
    manager that closes it.  fpy reads the whole directory when scandir is
    called (CPython reads it as the iteration goes)."""

    def __init__(self, entries):
        self._entries = entries
        self._i = 0

    def __iter__(self):
        return self

    def __next__(self):
        if self._i >= len(self._entries):
            self._entries = []
            raise StopIteration
        e = self._entries[self._i]
        self._i += 1
        return e

    def close(self):
        self._entries = []
        self._i = 0

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False


def scandir(*args, **kwargs):
    """scandir(path='.'): an iterator of DirEntry objects for the entries
    of directory path, in the order the system lists them."""
    raw = _posix._scandir(*args, **kwargs)  # CPython's argument errors
    path = args[0] if args else kwargs.get('path')
    if path is None:
        dirpath = '.'
    elif isinstance(path, int) and not isinstance(path, bool):
        dirpath = None
    else:
        dirpath = fspath(path)
    return ScandirIterator([DirEntry(dirpath, n, t, i) for n, t, i in raw])


DirEntry.__module__ = 'posix'
ScandirIterator.__module__ = 'posix'


def walk(top, topdown=True, onerror=None, followlinks=False):
    """Directory tree generator: for each directory under top (top
    included), yield (dirpath, dirnames, filenames).  With topdown, the
    caller may prune dirnames in place to skip subdirectories."""
    stack = [fspath(top)]
    while stack:
        top = stack.pop()
        if isinstance(top, tuple):
            # bottom-up: a directory whose children have all been walked
            yield top
            continue
        dirs = []
        nondirs = []
        walk_dirs = []
        try:
            entries = scandir(top)
        except OSError as e:
            if onerror is not None:
                onerror(e)
            continue
        with entries:
            while True:
                try:
                    entry = next(entries)
                except StopIteration:
                    break
                try:
                    is_dir = entry.is_dir()
                except OSError:
                    is_dir = False
                if is_dir:
                    dirs.append(entry.name)
                else:
                    nondirs.append(entry.name)
                if not topdown and is_dir:
                    if followlinks:
                        walk_into = True
                    else:
                        try:
                            walk_into = not entry.is_symlink()
                        except OSError:
                            walk_into = False
                    if walk_into:
                        walk_dirs.append(entry.path)
        if topdown:
            yield top, dirs, nondirs
            for d in reversed(dirs):
                new_path = path.join(top, d)
                if followlinks or not path.islink(new_path):
                    stack.append(new_path)
        else:
            stack.append((top, dirs, nondirs))
            for new_path in reversed(walk_dirs):
                stack.append(new_path)


def makedirs(name, mode=0o777, exist_ok=False):
    """mkdir, making the missing parent directories too."""
    head, tail = path.split(name)
    if not tail:
        head, tail = path.split(head)
    if head and tail and not path.exists(head):
        try:
            makedirs(head, exist_ok=exist_ok)
        except FileExistsError:
            pass  # made meanwhile by someone else
        cdir = curdir
        if isinstance(tail, bytes):
            cdir = bytes(curdir, 'ASCII')
        if tail == cdir:
            return
    try:
        mkdir(name, mode)
    except OSError:
        if not exist_ok or not path.isdir(name):
            raise


def removedirs(name):
    """rmdir name, then each parent in turn until one is not empty."""
    rmdir(name)
    head, tail = path.split(name)
    if not tail:
        head, tail = path.split(head)
    while head and tail:
        try:
            rmdir(head)
        except OSError:
            break
        head, tail = path.split(head)


def renames(old, new):
    """rename, making the new parents and removing the emptied old ones."""
    head, tail = path.split(new)
    if head and tail and not path.exists(head):
        makedirs(head)
    rename(old, new)
    head, tail = path.split(old)
    if head and tail:
        try:
            removedirs(head)
        except OSError:
            pass
