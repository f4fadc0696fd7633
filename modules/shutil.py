"""The shutil module: operations on files and trees of them.

Provides copyfileobj, copyfile, copymode, copystat, copy, copy2,
copytree (symlinks, ignore, copy_function, ignore_dangling_symlinks,
dirs_exist_ok) with ignore_patterns, rmtree (ignore_errors, onerror),
move, which, get_terminal_size, disk_usage, chown, and the exceptions
Error, SameFileError, SpecialFileError, ExecError, ReadError and
RegistryError, behaving as CPython's on Linux.

Differences: copies go through read and write in 64 KiB pieces (CPython
uses sendfile on Linux: same result); extended attributes are not
copied by copystat; rmtree walks the tree by path (fpy's os has no
dir_fd), so it does not avoid symlink races (rmtree.avoids_symlink_attacks
is False, and dir_fd is NotImplementedError), though it never follows a
symbolic link and calls onerror with the functions CPython names
(os.lstat, os.path.islink, os.scandir, os.unlink, os.rmdir); chown
looks user and group names up in /etc/passwd and /etc/group only (fpy
has no pwd or grp modules).  Left out: the archive functions
(make_archive, unpack_archive and their registries).

Threads: no state of its own; each call is as safe as the system calls
it makes.
"""

import os
import sys

__all__ = ["copyfileobj", "copyfile", "copymode", "copystat", "copy", "copy2",
           "copytree", "move", "rmtree", "Error", "SpecialFileError",
           "ExecError", "which", "ignore_patterns", "chown", "get_terminal_size",
           "SameFileError", "disk_usage"]

COPY_BUFSIZE = 64 * 1024

_S_IFMT = 0o170000


def _imode(mode):
    return mode & 0o7777


class Error(OSError):
    pass


class SameFileError(Error):
    """Raised when source and destination are the same file."""


class SpecialFileError(OSError):
    """Raised when trying to do a kind of operation (e.g. copying) which is
    not supported on a special file (e.g. a named pipe)"""


class ExecError(OSError):
    """Raised when a command could not be executed"""


class ReadError(OSError):
    """Raised when an archive cannot be read"""


class RegistryError(Exception):
    """Raised when a registry operation with the archiving
    and unpacking registries fails"""


def copyfileobj(fsrc, fdst, length=0):
    """Copy everything fsrc.read() gives to fdst.write(), length at a time."""
    if not length:
        length = COPY_BUFSIZE
    read = fsrc.read
    write = fdst.write
    while True:
        buf = read(length)
        if not buf:
            break
        write(buf)


def _samefile(src, dst):
    if isinstance(src, os.DirEntry):
        try:
            return os.path.samestat(src.stat(), os.stat(dst))
        except OSError:
            return False
    try:
        return os.path.samefile(src, dst)
    except OSError:
        return False


def _stat(fn):
    return fn.stat() if isinstance(fn, os.DirEntry) else os.stat(fn)


def _islink(fn):
    return fn.is_symlink() if isinstance(fn, os.DirEntry) else os.path.islink(fn)


def copyfile(src, dst, *, follow_symlinks=True):
    """Copy the content of file src to dst (made or replaced); dst.
    With follow_symlinks false a symbolic link src is copied as a link."""
    if _samefile(src, dst):
        raise SameFileError("{!r} and {!r} are the same file".format(src, dst))
    for fn in (src, dst):
        try:
            st = _stat(fn)
        except OSError:
            continue
        if (st.st_mode & _S_IFMT) == 0o010000:
            fn = fn.path if isinstance(fn, os.DirEntry) else fn
            raise SpecialFileError("`%s` is a named pipe" % fn)
    if not follow_symlinks and _islink(src):
        os.symlink(os.readlink(src), dst)
        return dst
    with open(src, 'rb') as fsrc:
        try:
            with open(dst, 'wb') as fdst:
                copyfileobj(fsrc, fdst)
        except IsADirectoryError as e:
            if not os.path.exists(dst):
                raise FileNotFoundError(f'Directory does not exist: {dst}') from e
            raise
    return dst


def copymode(src, dst, *, follow_symlinks=True):
    """Copy the permission bits of src to dst (nothing when both are
    symbolic links and follow_symlinks is false: Linux cannot)."""
    if not follow_symlinks and _islink(src) and os.path.islink(dst):
        return
    st = _stat(src)
    os.chmod(dst, _imode(st.st_mode))


def copystat(src, dst, *, follow_symlinks=True):
    """Copy the permission bits and the access and modification times of
    src to dst (of the links themselves when both are symbolic links and
    follow_symlinks is false; their permissions then stay)."""
    follow = follow_symlinks or not (_islink(src) and os.path.islink(dst))
    if isinstance(src, os.DirEntry):
        st = src.stat(follow_symlinks=follow)
    else:
        st = os.stat(src, follow_symlinks=follow)
    os.utime(dst, ns=(st.st_atime_ns, st.st_mtime_ns), follow_symlinks=follow)
    if follow:
        try:
            os.chmod(dst, _imode(st.st_mode))
        except NotImplementedError:
            pass


def copy(src, dst, *, follow_symlinks=True):
    """Copy the data and permission bits of src to dst, or into dst when
    it is a directory; the path written."""
    if os.path.isdir(dst):
        dst = os.path.join(dst, os.path.basename(src))
    copyfile(src, dst, follow_symlinks=follow_symlinks)
    copymode(src, dst, follow_symlinks=follow_symlinks)
    return dst


def copy2(src, dst, *, follow_symlinks=True):
    """copy, with the times too (copystat)."""
    if os.path.isdir(dst):
        dst = os.path.join(dst, os.path.basename(src))
    copyfile(src, dst, follow_symlinks=follow_symlinks)
    copystat(src, dst, follow_symlinks=follow_symlinks)
    return dst


# ---- glob patterns (fnmatch's syntax: * ? [seq] [!seq]) ------------------------

def _class_end(pat, i):
    """The index after the ']' closing the class opened at pat[i - 1], or -1."""
    j = i
    if j < len(pat) and pat[j] == '!':
        j += 1
    if j < len(pat) and pat[j] == ']':
        j += 1
    while j < len(pat) and pat[j] != ']':
        j += 1
    return j + 1 if j < len(pat) else -1


def _class_has(body, c):
    negate = body[:1] == '!'
    if negate:
        body = body[1:]
    found = False
    k = 0
    while k < len(body):
        if k + 2 < len(body) and body[k + 1] == '-':
            if body[k] <= c <= body[k + 2]:
                found = True
            k += 3
        else:
            if body[k] == c:
                found = True
            k += 1
    return found != negate


def _glob_match(name, pat):
    # backtracking over the last '*' seen: linear in practice
    n = p = 0
    star_p = star_n = -1
    while n < len(name):
        if p < len(pat):
            c = pat[p]
            if c == '*':
                star_p = p
                star_n = n
                p += 1
                continue
            if c == '?':
                n += 1
                p += 1
                continue
            if c == '[':
                end = _class_end(pat, p + 1)
                if end >= 0:
                    if _class_has(pat[p + 1:end - 1], name[n]):
                        n += 1
                        p = end
                        continue
                elif name[n] == '[':
                    n += 1
                    p += 1
                    continue
            elif c == name[n]:
                n += 1
                p += 1
                continue
        if star_p < 0:
            return False
        star_n += 1
        n = star_n
        p = star_p + 1
    while p < len(pat) and pat[p] == '*':
        p += 1
    return p == len(pat)


def ignore_patterns(*patterns):
    """An `ignore` for copytree: the names matching any of the glob
    patterns."""
    def _ignore_patterns(path, names):
        ignored = []
        for pattern in patterns:
            ignored.extend(n for n in names if _glob_match(n, pattern))
        return set(ignored)
    return _ignore_patterns


# ---- trees -----------------------------------------------------------------------

def _copytree(entries, src, dst, symlinks, ignore, copy_function,
              ignore_dangling_symlinks, dirs_exist_ok=False):
    if ignore is not None:
        ignored = ignore(os.fspath(src), [e.name for e in entries])
    else:
        ignored = set()
    os.makedirs(dst, exist_ok=dirs_exist_ok)
    errors = []
    use_entry = copy_function is copy2 or copy_function is copy
    for entry in entries:
        if entry.name in ignored:
            continue
        srcname = os.path.join(src, entry.name)
        dstname = os.path.join(dst, entry.name)
        srcobj = entry if use_entry else srcname
        try:
            if entry.is_symlink():
                linkto = os.readlink(srcname)
                if symlinks:
                    os.symlink(linkto, dstname)
                    copystat(srcobj, dstname, follow_symlinks=not symlinks)
                else:
                    if not os.path.exists(linkto) and ignore_dangling_symlinks:
                        continue
                    if entry.is_dir():
                        copytree(srcobj, dstname, symlinks, ignore, copy_function,
                                 ignore_dangling_symlinks, dirs_exist_ok)
                    else:
                        copy_function(srcobj, dstname)
            elif entry.is_dir():
                copytree(srcobj, dstname, symlinks, ignore, copy_function,
                         ignore_dangling_symlinks, dirs_exist_ok)
            else:
                copy_function(srcobj, dstname)
        except Error as err:
            errors.extend(err.args[0])
        except OSError as why:
            errors.append((srcname, dstname, str(why)))
    try:
        copystat(src, dst)
    except OSError as why:
        errors.append((src, dst, str(why)))
    if errors:
        raise Error(errors)
    return dst


def copytree(src, dst, symlinks=False, ignore=None, copy_function=copy2,
             ignore_dangling_symlinks=False, dirs_exist_ok=False):
    """Copy the directory tree src to dst (made, with its missing parents;
    existing directories are merged when dirs_exist_ok); dst.

    symlinks: copy symbolic links as links (else what they point to);
    ignore(dir, names) -> names not to copy (see ignore_patterns);
    copy_function(src, dst) copies each file.  The errors met on the way
    are raised together at the end as Error([(src, dst, reason), ...])."""
    with os.scandir(src) as it:
        entries = list(it)
    return _copytree(entries=entries, src=src, dst=dst, symlinks=symlinks, ignore=ignore,
                     copy_function=copy_function,
                     ignore_dangling_symlinks=ignore_dangling_symlinks,
                     dirs_exist_ok=dirs_exist_ok)


def _rmtree_inner(path, onerror):
    try:
        with os.scandir(path) as it:
            entries = list(it)
    except OSError:
        onerror(os.scandir, path, sys.exc_info())
        return
    for entry in entries:
        fullname = os.path.join(path, entry.name)
        try:
            is_dir = entry.is_dir(follow_symlinks=False)
        except OSError:
            is_dir = False
        if is_dir:
            _rmtree_inner(fullname, onerror)
            try:
                os.rmdir(fullname)
            except OSError:
                onerror(os.rmdir, fullname, sys.exc_info())
        else:
            try:
                os.unlink(fullname)
            except OSError:
                onerror(os.unlink, fullname, sys.exc_info())


def rmtree(path, ignore_errors=False, onerror=None, *, dir_fd=None):
    """Remove the directory tree path (never following a symbolic link).

    On an error, ignore_errors: go on; else onerror(func, path, exc_info)
    when given (func the os function that failed); else raise."""
    if ignore_errors:
        def onerror(*args):
            pass
    elif onerror is None:
        def onerror(*args):
            raise
    if dir_fd is not None:
        raise NotImplementedError("dir_fd unavailable on this platform")
    if isinstance(path, bytes):
        path = os.fsdecode(path)
    try:
        st = os.lstat(path)
    except Exception:
        onerror(os.lstat, path, sys.exc_info())
        return
    if (st.st_mode & _S_IFMT) == 0o120000:
        try:
            raise OSError("Cannot call rmtree on a symbolic link")
        except OSError:
            onerror(os.path.islink, path, sys.exc_info())
            return
    _rmtree_inner(path, onerror)
    try:
        os.rmdir(path)
    except OSError:
        onerror(os.rmdir, path, sys.exc_info())


rmtree.avoids_symlink_attacks = False


def _basename(path):
    path = os.fspath(path)
    return os.path.basename(path.rstrip(os.path.sep))


def _destinsrc(src, dst):
    src = os.path.abspath(src)
    dst = os.path.abspath(dst)
    if not src.endswith(os.path.sep):
        src += os.path.sep
    if not dst.endswith(os.path.sep):
        dst += os.path.sep
    return dst.startswith(src)


def move(src, dst, copy_function=copy2):
    """Move a file or directory tree to dst, or into dst when it is a
    directory (like mv): rename when it can, else copy then remove; the
    destination."""
    real_dst = dst
    if os.path.isdir(dst):
        if _samefile(src, dst):
            os.rename(src, dst)
            return
        real_dst = os.path.join(dst, _basename(src))
        if os.path.exists(real_dst):
            raise Error("Destination path '%s' already exists" % real_dst)
    try:
        os.rename(src, real_dst)
    except OSError:
        if os.path.islink(src):
            linkto = os.readlink(src)
            os.symlink(linkto, real_dst)
            os.unlink(src)
        elif os.path.isdir(src):
            if _destinsrc(src, dst):
                raise Error("Cannot move a directory '%s' into itself '%s'." % (src, dst))
            copytree(src, real_dst, copy_function=copy_function, symlinks=True)
            rmtree(src)
        else:
            copy_function(src, real_dst)
            os.unlink(src)
    return real_dst


# ---- the system ------------------------------------------------------------------

_usage = None


def disk_usage(path):
    """(total, used, free) bytes of the file system holding path, a
    named tuple `usage`."""
    global _usage
    if _usage is None:
        import collections
        _usage = collections.namedtuple('usage', 'total used free')
    st = os.statvfs(path)
    free = st.f_bavail * st.f_frsize
    total = st.f_blocks * st.f_frsize
    used = (st.f_blocks - st.f_bfree) * st.f_frsize
    return _usage(total, used, free)


def _lookup_id(filename, name):
    # the third field of the line of /etc/passwd or /etc/group naming `name`
    try:
        with open(filename, encoding='utf-8', errors='replace') as f:
            for line in f:
                fields = line.rstrip('\n').split(':')
                if len(fields) > 2 and fields[0] == name:
                    try:
                        return int(fields[2])
                    except ValueError:
                        return None
    except OSError:
        pass
    return None


def chown(path, user=None, group=None):
    """Change the owner and/or group of path; each a number or a name."""
    if user is None and group is None:
        raise ValueError("user and/or group must be set")
    uid = user
    gid = group
    if user is None:
        uid = -1
    elif isinstance(user, str):
        uid = _lookup_id('/etc/passwd', user)
        if uid is None:
            raise LookupError("no such user: {!r}".format(user))
    if group is None:
        gid = -1
    elif not isinstance(group, int):
        gid = _lookup_id('/etc/group', group)
        if gid is None:
            raise LookupError("no such group: {!r}".format(group))
    os.chown(path, uid, gid)


def get_terminal_size(fallback=(80, 24)):
    """The terminal's size, os.terminal_size(columns, lines): COLUMNS and
    LINES when set to positive numbers, else the terminal on
    sys.__stdout__, else fallback."""
    try:
        columns = int(os.environ['COLUMNS'])
    except (KeyError, ValueError):
        columns = 0
    try:
        lines = int(os.environ['LINES'])
    except (KeyError, ValueError):
        lines = 0
    if columns <= 0 or lines <= 0:
        try:
            size = os.get_terminal_size(sys.__stdout__.fileno())
        except (AttributeError, ValueError, OSError):
            size = os.terminal_size(fallback)
        if columns <= 0:
            columns = size.columns or fallback[0]
        if lines <= 0:
            lines = size.lines or fallback[1]
    return os.terminal_size((columns, lines))


def _access_check(fn, mode):
    return os.path.exists(fn) and os.access(fn, mode) and not os.path.isdir(fn)


def which(cmd, mode=os.F_OK | os.X_OK, path=None):
    """The path of the command cmd: cmd itself when it names a directory
    part, else the first match in the directories of path (default
    $PATH) that is a file with the access mode; None if none."""
    if os.path.dirname(cmd):
        if _access_check(cmd, mode):
            return cmd
        return None
    use_bytes = isinstance(cmd, bytes)
    if path is None:
        path = os.environ.get("PATH", None)
        if path is None:
            try:
                path = os.confstr("CS_PATH")
            except (AttributeError, ValueError):
                path = os.defpath
    if not path:
        return None
    if use_bytes:
        dirs = os.fsencode(path).split(os.fsencode(os.pathsep))
    else:
        dirs = os.fsdecode(path).split(os.pathsep)
    seen = set()
    for d in dirs:
        if d not in seen:
            seen.add(d)
            name = os.path.join(d, cmd)
            if _access_check(name, mode):
                return name
    return None
