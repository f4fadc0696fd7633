"""The tempfile module: temporary files and directories made safely.

Provides gettempdir / gettempdirb (TMPDIR, TEMP, TMP, then /tmp,
/var/tmp, /usr/tmp, then the current directory: the first where a file
can be made, found once and kept in `tempdir`), gettempprefix /
gettempprefixb, mkstemp, mkdtemp, mktemp, NamedTemporaryFile,
TemporaryFile, SpooledTemporaryFile and TemporaryDirectory, with
CPython's names and arguments.  As in CPython a name is 8 random characters from
[a-z0-9_] between the prefix and the suffix; a file is made with
O_CREAT|O_EXCL|O_NOFOLLOW and mode 0o600, a directory with mode 0o700,
and a name already taken is retried (up to TMP_MAX times).

Differences: fpy runs no finalizers, so a NamedTemporaryFile or a
TemporaryDirectory is removed by close(), cleanup() or the end of its
`with` block, never when it is dropped; TemporaryFile is a file made
and unlinked at once (CPython uses O_TMPFILE where it can: the same
result); NamedTemporaryFile's underlying file is opened on its
descriptor, so `f.file.name` is that descriptor (`f.name` is the path);
a SpooledTemporaryFile in a text mode keeps a StringIO until it rolls
over (CPython: a TextIOWrapper over a BytesIO), so before that its
tell() counts characters, not encoded bytes, and max_size too, and with
newline=None a CR LF written is kept as LF (what reading gives in
both).

Threads: the random names come from one random.Random, whose draws are
atomic (modules/randommodule.c); the default directory is looked for
once, under a lock.
"""

import os as _os
import _thread

__all__ = [
    "NamedTemporaryFile", "TemporaryFile", "SpooledTemporaryFile", "TemporaryDirectory",
    "mkstemp", "mkdtemp", "mktemp", "TMP_MAX", "gettempprefix",
    "tempdir", "gettempdir", "gettempprefixb", "gettempdirb",
]

_text_openflags = _os.O_RDWR | _os.O_CREAT | _os.O_EXCL | _os.O_NOFOLLOW
_bin_openflags = _text_openflags

TMP_MAX = getattr(_os, "TMP_MAX", 10000)
template = "tmp"

tempdir = None
_once_lock = _thread.allocate_lock()


def _infer_return_type(*args):
    """str or bytes: the type of the non-None arguments, which must agree."""
    kind = None
    for arg in args:
        if arg is None:
            continue
        if isinstance(arg, _os.PathLike):
            arg = _os.fspath(arg)
        if isinstance(arg, bytes):
            if kind is str:
                raise TypeError("Can't mix bytes and non-bytes in path components.")
            kind = bytes
        else:
            if kind is bytes:
                raise TypeError("Can't mix bytes and non-bytes in path components.")
            kind = str
    return str if kind is None else kind


def _sanitize_params(prefix, suffix, dir):
    output_type = _infer_return_type(prefix, suffix, dir)
    if suffix is None:
        suffix = output_type()
    if prefix is None:
        prefix = template if output_type is str else _os.fsencode(template)
    if dir is None:
        dir = gettempdir() if output_type is str else gettempdirb()
    return prefix, suffix, dir, output_type


class _RandomNameSequence:
    """An endless iterator of random 8-character names."""

    characters = "abcdefghijklmnopqrstuvwxyz0123456789_"

    def __init__(self):
        self._rng = None
        self._rng_pid = None

    @property
    def rng(self):
        pid = _os.getpid()
        if pid != self._rng_pid:
            # a fresh generator in a forked child, which must not repeat its parent's names
            import random
            self._rng = random.Random()
            self._rng_pid = pid
        return self._rng

    def __iter__(self):
        return self

    def __next__(self):
        choose = self.rng.choice
        return ''.join([choose(self.characters) for _ in range(8)])


_name_sequence = None


def _get_candidate_names():
    """The shared _RandomNameSequence."""
    global _name_sequence
    if _name_sequence is None:
        with _once_lock:
            if _name_sequence is None:
                _name_sequence = _RandomNameSequence()
    return _name_sequence


def _candidate_tempdir_list():
    dirs = []
    for var in ('TMPDIR', 'TEMP', 'TMP'):
        value = _os.getenv(var)
        if value:
            dirs.append(value)
    dirs.extend(['/tmp', '/var/tmp', '/usr/tmp'])
    try:
        dirs.append(_os.getcwd())
    except (AttributeError, OSError):
        dirs.append(_os.curdir)
    return dirs


def _get_default_tempdir():
    """The first candidate directory where a file can be made and written."""
    namer = _RandomNameSequence()
    dirlist = _candidate_tempdir_list()
    for dir in dirlist:
        if dir != _os.curdir:
            dir = _os.path.abspath(dir)
        for _ in range(100):
            filename = _os.path.join(dir, next(namer))
            try:
                fd = _os.open(filename, _bin_openflags, 0o600)
                try:
                    _os.write(fd, b'blat')
                finally:
                    _os.close(fd)
                _os.unlink(filename)
                return dir
            except FileExistsError:
                pass
            except OSError:
                break
    raise FileNotFoundError(2, "No usable temporary directory found in %s" % dirlist)


def _gettempdir():
    global tempdir
    if tempdir is None:
        with _once_lock:
            if tempdir is None:
                tempdir = _get_default_tempdir()
    return tempdir


def gettempdir():
    """The default directory for temporary files, as str."""
    return _os.fsdecode(_gettempdir())


def gettempdirb():
    """The default directory for temporary files, as bytes."""
    return _os.fsencode(_gettempdir())


def gettempprefix():
    """The default prefix of temporary names, as str."""
    return _os.fsdecode(template)


def gettempprefixb():
    """The default prefix of temporary names, as bytes."""
    return _os.fsencode(template)


def _mkstemp_inner(dir, pre, suf, flags, output_type):
    names = _get_candidate_names()
    for _ in range(TMP_MAX):
        name = next(names)
        if output_type is bytes:
            name = _os.fsencode(name)
        file = _os.path.join(dir, pre + name + suf)
        try:
            fd = _os.open(file, flags, 0o600)
        except FileExistsError:
            continue
        return fd, _os.path.abspath(file)
    raise FileExistsError(17, "No usable temporary file name found")


def mkstemp(suffix=None, prefix=None, dir=None, text=False):
    """Make a new file readable and writable only by its owner:
    (open descriptor, absolute path).  The caller removes it."""
    prefix, suffix, dir, output_type = _sanitize_params(prefix, suffix, dir)
    flags = _text_openflags if text else _bin_openflags
    return _mkstemp_inner(dir, prefix, suffix, flags, output_type)


def mkdtemp(suffix=None, prefix=None, dir=None):
    """Make a new directory usable only by its owner; its path.  The
    caller removes it."""
    prefix, suffix, dir, output_type = _sanitize_params(prefix, suffix, dir)
    names = _get_candidate_names()
    for _ in range(TMP_MAX):
        name = next(names)
        if output_type is bytes:
            name = _os.fsencode(name)
        file = _os.path.join(dir, prefix + name + suffix)
        try:
            _os.mkdir(file, 0o700)
        except FileExistsError:
            continue
        return file
    raise FileExistsError(17, "No usable temporary directory name found")


def mktemp(suffix="", prefix=template, dir=None):
    """A name that did not exist when asked (unsafe: another process may
    take it before the caller does; use mkstemp)."""
    if dir is None:
        dir = gettempdir()
    names = _get_candidate_names()
    for _ in range(TMP_MAX):
        file = _os.path.join(dir, prefix + next(names) + suffix)
        if not _os.path.lexists(file):
            return file
    raise FileExistsError(17, "No usable temporary filename found")


class _TemporaryFileCloser:
    """Closes the file, then removes it when delete is true; once."""

    close_called = False

    def __init__(self, file, name, delete=True):
        self.file = file
        self.name = name
        self.delete = delete

    def close(self, unlink=_os.unlink):
        if not self.close_called and self.file is not None:
            self.close_called = True
            try:
                self.file.close()
            finally:
                if self.delete:
                    unlink(self.name)


class _TemporaryFileWrapper:
    """What NamedTemporaryFile returns: the open file (`file`) with its
    path (`name`) and the `delete` flag; the file's other attributes pass
    through."""

    def __init__(self, file, name, delete=True):
        self.file = file
        self.name = name
        self.delete = delete
        self._closer = _TemporaryFileCloser(file, name, delete)

    def __getattr__(self, name):
        file = self.__dict__['file']
        return getattr(file, name)

    def __enter__(self):
        self.file.__enter__()
        return self

    def __exit__(self, exc, value, tb):
        result = self.file.__exit__(exc, value, tb)
        self.close()
        return result

    def close(self):
        """Close the file, and remove it if delete is true."""
        self._closer.close()

    def __iter__(self):
        for line in self.file:
            yield line


def NamedTemporaryFile(mode='w+b', buffering=-1, encoding=None, newline=None, suffix=None,
                       prefix=None, dir=None, delete=True, *, errors=None):
    """A new file with a visible name (the result's `name`), opened with
    mode; removed when closed if delete is true."""
    prefix, suffix, dir, output_type = _sanitize_params(prefix, suffix, dir)
    fd, name = _mkstemp_inner(dir, prefix, suffix, _bin_openflags, output_type)
    try:
        file = open(fd, mode, buffering=buffering, newline=newline, encoding=encoding, errors=errors)
    except BaseException:
        _os.unlink(name)
        _os.close(fd)
        raise
    return _TemporaryFileWrapper(file, name, delete)


def TemporaryFile(mode='w+b', buffering=-1, encoding=None, newline=None, suffix=None,
                  prefix=None, dir=None, *, errors=None):
    """A new file with no name in the file system (removed at once), open
    with mode; its space is freed when it is closed."""
    prefix, suffix, dir, output_type = _sanitize_params(prefix, suffix, dir)
    fd, name = _mkstemp_inner(dir, prefix, suffix, _bin_openflags, output_type)
    try:
        _os.unlink(name)
        return open(fd, mode, buffering=buffering, newline=newline, encoding=encoding, errors=errors)
    except BaseException:
        _os.close(fd)
        raise


class SpooledTemporaryFile:
    """A file kept in memory (a BytesIO, or a StringIO in a text mode)
    until it grows past max_size bytes or its fileno() is asked for, then
    moved to a TemporaryFile made with the other arguments (rollover)."""

    _rolled = False

    def __init__(self, max_size=0, mode='w+b', buffering=-1, encoding=None, newline=None,
                 suffix=None, prefix=None, dir=None, *, errors=None):
        import io
        if 'b' in mode:
            self._file = io.BytesIO()
        else:
            self._file = io.StringIO(newline=newline)
        self._max_size = max_size
        self._text_encoding = encoding
        self._text_errors = errors
        self._TemporaryFileArgs = {'mode': mode, 'buffering': buffering, 'suffix': suffix,
                                   'prefix': prefix, 'encoding': encoding, 'newline': newline,
                                   'dir': dir, 'errors': errors}

    def _check(self, file):
        if self._rolled:
            return
        if self._max_size and file.tell() > self._max_size:
            self.rollover()

    def rollover(self):
        """Move the content to a real temporary file (once)."""
        if self._rolled:
            return
        old = self._file
        new = TemporaryFile(**self._TemporaryFileArgs)
        del self._TemporaryFileArgs
        pos = old.tell()
        new.write(old.getvalue())
        new.seek(pos, 0)
        self._file = new
        self._rolled = True

    def __enter__(self):
        if self._file.closed:
            raise ValueError("Cannot enter context with closed file")
        return self

    def __exit__(self, exc, value, tb):
        self._file.close()

    def __iter__(self):
        return self._file.__iter__()

    def close(self):
        self._file.close()

    @property
    def closed(self):
        return self._file.closed

    @property
    def encoding(self):
        if self._rolled or isinstance(self._file.getvalue(), bytes):
            return self._file.encoding
        return self._text_encoding or 'utf-8'

    @property
    def errors(self):
        if self._rolled or isinstance(self._file.getvalue(), bytes):
            return self._file.errors
        return self._text_errors or 'strict'

    def fileno(self):
        self.rollover()
        return self._file.fileno()

    def flush(self):
        self._file.flush()

    def isatty(self):
        return self._file.isatty()

    @property
    def mode(self):
        try:
            return self._file.mode
        except AttributeError:
            return self._TemporaryFileArgs['mode']

    @property
    def name(self):
        try:
            return self._file.name
        except AttributeError:
            return None

    @property
    def newlines(self):
        return self._file.newlines

    def readable(self):
        return self._file.readable()

    def read(self, *args):
        return self._file.read(*args)

    def read1(self, *args):
        return self._file.read1(*args)

    def readinto(self, b):
        return self._file.readinto(b)

    def readinto1(self, b):
        return self._file.readinto1(b)

    def readline(self, *args):
        return self._file.readline(*args)

    def readlines(self, *args):
        return self._file.readlines(*args)

    def seekable(self):
        return self._file.seekable()

    def seek(self, *args):
        return self._file.seek(*args)

    def tell(self):
        return self._file.tell()

    def truncate(self, size=None):
        if size is None:
            return self._file.truncate()
        if size > self._max_size:
            self.rollover()
        return self._file.truncate(size)

    def writable(self):
        return self._file.writable()

    def write(self, s):
        file = self._file
        rv = file.write(s)
        self._check(file)
        return rv

    def writelines(self, iterable):
        file = self._file
        rv = file.writelines(iterable)
        self._check(file)
        return rv

    def detach(self):
        return self._file.detach()


class TemporaryDirectory:
    """A new directory (its path is `name`, also what `with` gives),
    removed with all its content by cleanup() or at the end of the
    `with` block.  ignore_cleanup_errors: errors while removing are
    ignored (files that only lack permissions are removed anyway)."""

    def __init__(self, suffix=None, prefix=None, dir=None, ignore_cleanup_errors=False):
        self.name = mkdtemp(suffix, prefix, dir)
        self._ignore_cleanup_errors = ignore_cleanup_errors
        self._done = False

    @classmethod
    def _rmtree(cls, name, ignore_errors=False):
        import shutil

        def onerror(func, path, exc_info):
            if issubclass(exc_info[0], PermissionError):
                def resetperms(p):
                    _os.chmod(p, 0o700)
                try:
                    if path != name:
                        resetperms(_os.path.dirname(path))
                    resetperms(path)
                    try:
                        _os.unlink(path)
                    except (IsADirectoryError, PermissionError):
                        cls._rmtree(path, ignore_errors=ignore_errors)
                except FileNotFoundError:
                    pass
            elif issubclass(exc_info[0], FileNotFoundError):
                pass
            elif not ignore_errors:
                raise

        shutil.rmtree(name, onerror=onerror)

    def __repr__(self):
        return "<%s %r>" % (self.__class__.__name__, self.name)

    def __enter__(self):
        return self.name

    def __exit__(self, exc, value, tb):
        self.cleanup()

    def cleanup(self):
        """Remove the directory and everything in it (once)."""
        if not self._done or _os.path.exists(self.name):
            self._done = True
            self._rmtree(self.name, ignore_errors=self._ignore_cleanup_errors)
