"""posixpath: path names on POSIX systems; os.path is this module.

Pure string operations (join, split, normpath, ...) and a few questions
put to the file system through os (exists, isdir, realpath, ...).  Every
function takes a str, a bytes or an os.PathLike object, and gives back the
same kind it was given.  No state: safe from any thread.
"""

import os

sep = '/'
altsep = None
extsep = '.'
pathsep = ':'
curdir = '.'
pardir = '..'
defpath = '/bin:/usr/bin'
devnull = '/dev/null'
supports_unicode_filenames = False

__all__ = ['normcase', 'isabs', 'join', 'splitdrive', 'split', 'splitext',
           'basename', 'dirname', 'commonprefix', 'getsize', 'getmtime',
           'getatime', 'getctime', 'islink', 'exists', 'lexists', 'isdir',
           'isfile', 'ismount', 'expanduser', 'expandvars', 'normpath',
           'abspath', 'samefile', 'sameopenfile', 'samestat', 'curdir',
           'pardir', 'sep', 'pathsep', 'defpath', 'altsep', 'extsep',
           'devnull', 'realpath', 'supports_unicode_filenames', 'relpath',
           'commonpath']


def _consts(p):
    """(sep, curdir, pardir) in the kind of p (str or bytes)."""
    if isinstance(p, bytes):
        return b'/', b'.', b'..'
    return '/', '.', '..'


def _check_arg_types(funcname, *args):
    has_str = has_bytes = False
    for s in args:
        if isinstance(s, str):
            has_str = True
        elif isinstance(s, bytes):
            has_bytes = True
        else:
            raise TypeError(f'{funcname}() argument must be str, bytes, or '
                            f'os.PathLike object, not {s.__class__.__name__!r}') from None
    if has_str and has_bytes:
        raise TypeError("Can't mix strings and bytes in path components") from None


# ---- pure operations on names -------------------------------------------

def normcase(s):
    return os.fspath(s)


def isabs(s):
    s = os.fspath(s)
    return s.startswith(_consts(s)[0])


def join(a, *p):
    """Join path components: an absolute component drops what came before;
    a separator is put between components that lack one."""
    a = os.fspath(a)
    sep = _consts(a)[0]
    result = a
    try:
        if not p:
            result[:0] + sep  # a TypeError here reports a bad first argument
        for b in map(os.fspath, p):
            if b.startswith(sep):
                result = b
            elif not result or result.endswith(sep):
                result = result + b
            else:
                result = result + sep + b
    except (TypeError, AttributeError):
        _check_arg_types('join', a, *p)
        raise
    return result


def split(p):
    """(head, tail): tail is what follows the last slash; head keeps no
    trailing slashes unless it is only slashes."""
    p = os.fspath(p)
    sep = _consts(p)[0]
    i = p.rfind(sep) + 1
    head, tail = p[:i], p[i:]
    if head and head != sep * len(head):
        head = head.rstrip(sep)
    return head, tail


def splitext(p):
    """(root, ext): ext is the last dot and what follows it in the last
    component, unless that component has only dots before it."""
    p = os.fspath(p)
    if isinstance(p, bytes):
        sep, dot = b'/', b'.'
    else:
        sep, dot = '/', '.'
    last_sep = p.rfind(sep)
    last_dot = p.rfind(dot)
    if last_dot > last_sep:
        i = last_sep + 1
        while i < last_dot:
            if p[i:i + 1] != dot:
                return p[:last_dot], p[last_dot:]
            i += 1
    return p, p[:0]


def splitdrive(p):
    p = os.fspath(p)
    return p[:0], p


def basename(p):
    p = os.fspath(p)
    return p[p.rfind(_consts(p)[0]) + 1:]


def dirname(p):
    return split(p)[0]


def normpath(path):
    """Collapse redundant separators and '.' and '..' components, as far as
    that can be done without looking at the file system.  POSIX gives a
    leading '//' its own meaning, so exactly two leading slashes stay."""
    path = os.fspath(path)
    sep, dot, dotdot = _consts(path)
    if not path:
        return dot
    lead = 0
    if path.startswith(sep):
        lead = 2 if path.startswith(sep * 2) and not path.startswith(sep * 3) else 1
    parts = []
    for comp in path.split(sep):
        if not comp or comp == dot:
            continue
        if comp == dotdot:
            if parts and parts[-1] != dotdot:
                parts.pop()
                continue
            if lead:
                continue  # '..' at the root is the root
        parts.append(comp)
    result = sep * lead + sep.join(parts)
    return result or dot


def commonprefix(m):
    """The longest leading part, item by item, shared by every element."""
    if not m:
        return ''
    if not isinstance(m[0], (list, tuple)):
        m = tuple(map(os.fspath, m))
    lo = min(m)
    hi = max(m)
    for i in range(len(lo)):
        if lo[i] != hi[i]:
            return lo[:i]
    return lo


def commonpath(paths):
    """The longest common sub-path (whole components) of the paths."""
    if not paths:
        raise ValueError('commonpath() arg is an empty sequence')
    paths = tuple(map(os.fspath, paths))
    sep, dot, _ = _consts(paths[0])
    try:
        split_paths = [p.split(sep) for p in paths]
        absolute = {p[:1] == sep for p in paths}
        if len(absolute) != 1:
            raise ValueError("Can't mix absolute and relative paths")
        split_paths = [[c for c in s if c and c != dot] for s in split_paths]
        lo = min(split_paths)
        hi = max(split_paths)
        common = lo
        for i in range(len(lo)):
            if lo[i] != hi[i]:
                common = lo[:i]
                break
        prefix = sep if absolute.pop() else sep[:0]
        return prefix + sep.join(common)
    except (TypeError, AttributeError):
        _check_arg_types('commonpath', *paths)
        raise


# ---- questions to the file system -----------------------------------------

def exists(path):
    try:
        os.stat(path)
    except (OSError, ValueError):
        return False
    return True


def lexists(path):
    try:
        os.lstat(path)
    except (OSError, ValueError):
        return False
    return True


def _mode(path, follow):
    try:
        st = os.stat(path) if follow else os.lstat(path)
    except (OSError, ValueError):
        return None
    return st.st_mode & 0o170000


def isfile(path):
    return _mode(path, True) == 0o100000


def isdir(s):
    return _mode(s, True) == 0o040000


def islink(path):
    return _mode(path, False) == 0o120000


def ismount(path):
    try:
        s1 = os.lstat(path)
    except (OSError, ValueError):
        return False
    if s1.st_mode & 0o170000 == 0o120000:
        return False
    path = os.fspath(path)
    parent = join(path, _consts(path)[2])
    parent = realpath(parent)
    try:
        s2 = os.lstat(parent)
    except (OSError, ValueError):
        return False
    return s1.st_dev != s2.st_dev or s1.st_ino == s2.st_ino


def getsize(filename):
    return os.stat(filename).st_size


def getmtime(filename):
    return os.stat(filename).st_mtime


def getatime(filename):
    return os.stat(filename).st_atime


def getctime(filename):
    return os.stat(filename).st_ctime


def samestat(s1, s2):
    return s1.st_ino == s2.st_ino and s1.st_dev == s2.st_dev


def samefile(f1, f2):
    return samestat(os.stat(f1), os.stat(f2))


def sameopenfile(fp1, fp2):
    return samestat(os.fstat(fp1), os.fstat(fp2))


def abspath(path):
    path = os.fspath(path)
    if not isabs(path):
        cwd = os.getcwdb() if isinstance(path, bytes) else os.getcwd()
        path = join(cwd, path)
    return normpath(path)


def realpath(filename, *, strict=False):
    """The canonical path: absolute, with every symbolic link resolved."""
    filename = os.fspath(filename)
    resolved, _ = _resolve(filename[:0], filename, strict, {})
    return abspath(resolved)


def _resolve(done, rest, strict, links):
    """Resolve the components of rest one by one onto done (resolved
    already).  links maps each link met to what it resolved to, or to None
    while it is being resolved (a loop).  Returns (path, finished)."""
    sep, dot, dotdot = _consts(rest)
    if rest.startswith(sep):
        done = sep
        rest = rest[1:]
    while rest:
        name, _, rest = rest.partition(sep)
        if not name or name == dot:
            continue
        if name == dotdot:
            if not done:
                done = dotdot
            else:
                done, last = split(done)
                if last == dotdot:
                    done = join(done, dotdot, dotdot)
            continue
        candidate = join(done, name)
        try:
            st = os.lstat(candidate)
        except OSError:
            if strict:
                raise
            st = None
        if st is None or st.st_mode & 0o170000 != 0o120000:
            done = candidate
            continue
        if candidate in links:
            target = links[candidate]
            if target is not None:
                done = target
                continue
            if strict:
                os.stat(candidate)  # raises the loop's OSError
            return join(candidate, rest), False
        links[candidate] = None
        done, ok = _resolve(done, os.readlink(candidate), strict, links)
        if not ok:
            return join(done, rest), False
        links[candidate] = done
    return done, True


def relpath(path, start=None):
    """path relative to start (default the current directory)."""
    if not path:
        raise ValueError('no path specified')
    path = os.fspath(path)
    sep, dot, dotdot = _consts(path)
    if start is None:
        start = dot
    else:
        start = os.fspath(start)
    try:
        start_parts = [x for x in abspath(start).split(sep) if x]
        path_parts = [x for x in abspath(path).split(sep) if x]
        n = len(commonprefix([start_parts, path_parts]))
        parts = [dotdot] * (len(start_parts) - n) + path_parts[n:]
        if not parts:
            return dot
        return join(*parts)
    except (TypeError, ValueError, AttributeError):
        _check_arg_types('relpath', path, start)
        raise


# ---- expansion ------------------------------------------------------------

def expanduser(path):
    """~ and ~user at the start replaced by the home directory ($HOME for
    ~, else the password database); unchanged if it cannot be found."""
    path = os.fspath(path)
    tilde = b'~' if isinstance(path, bytes) else '~'
    if not path.startswith(tilde):
        return path
    sep = _consts(path)[0]
    i = path.find(sep, 1)
    if i < 0:
        i = len(path)
    if i == 1:
        home = os.environ.get('HOME')
        if home is None:
            home = os._posix._home(None)
    else:
        user = path[1:i]
        if isinstance(user, bytes):
            user = user.decode()
        home = os._posix._home(user)
    if home is None:
        return path
    if isinstance(path, bytes):
        home = home.encode()
    home = home.rstrip(sep)
    return (home + path[i:]) or sep


def _is_name_char(c):
    return c == '_' or '0' <= c <= '9' or 'a' <= c <= 'z' or 'A' <= c <= 'Z'


def expandvars(path):
    """$name and ${name} replaced by the environment variable's value;
    names that are not set are left as they are."""
    path = os.fspath(path)
    is_bytes = isinstance(path, bytes)
    if is_bytes:
        if b'$' not in path:
            return path
        text = path.decode('latin-1')
    else:
        if '$' not in path:
            return path
        text = path
    out = []
    i = 0
    n = len(text)
    while True:
        j = text.find('$', i)
        if j < 0:
            out.append(text[i:])
            break
        out.append(text[i:j])
        if j + 1 < n and text[j + 1] == '{':
            end = text.find('}', j + 2)
            if end < 0:
                out.append('$')
                i = j + 1
                continue
            name = text[j + 2:end]
            stop = end + 1
        else:
            k = j + 1
            while k < n and _is_name_char(text[k]):
                k += 1
            if k == j + 1:
                out.append('$')
                i = j + 1
                continue
            name = text[j + 1:k]
            stop = k
        if is_bytes:
            value = os.environ.get(name.encode('latin-1').decode('utf-8', 'surrogateescape'))
        else:
            value = os.environ.get(name)
        if value is None:
            out.append(text[j:stop])
        elif is_bytes:
            out.append(value.encode().decode('latin-1'))
        else:
            out.append(value)
        i = stop
    result = ''.join(out)
    return result.encode('latin-1') if is_bytes else result
