"""The linecache module: lines of source files, read once and kept.

Provides getline, getlines, updatecache, checkcache and clearcache, as
warnings and tracebacks use them.  A file named by a relative path that
does not exist is looked for under each directory of sys.path, as in
CPython.  Left out: source from a module's loader (module_globals is
accepted and ignored; fpy's built-in modules, `<frozen NAME>`, have no
file to read), lazycache, and the coding cookie (files are read as UTF-8;
one that is not valid UTF-8 gives no lines).

Threads: the cache is one dict; an entry is replaced whole, so a reader
sees an old or a new entry, never a partial one.
"""

import sys

__all__ = ["getline", "clearcache", "checkcache", "getlines", "updatecache"]

# filename -> (size, mtime, lines, fullname)
cache = {}


def clearcache():
    """Forget every file."""
    cache.clear()


def getline(filename, lineno, module_globals=None):
    """Line lineno (from 1) of filename with its newline, or '' ."""
    lines = getlines(filename, module_globals)
    if 1 <= lineno <= len(lines):
        return lines[lineno - 1]
    return ''


def getlines(filename, module_globals=None):
    """The lines of filename (from the cache when it is there)."""
    entry = cache.get(filename)
    if entry is not None and len(entry) != 1:
        return entry[2]
    try:
        return updatecache(filename, module_globals)
    except MemoryError:
        clearcache()
        return []


def checkcache(filename=None):
    """Drop the entries whose file changed (size or time) or went away."""
    import os
    names = list(cache) if filename is None else [filename]
    for name in names:
        entry = cache.get(name)
        if entry is None or len(entry) == 1:
            continue
        size, mtime, _, fullname = entry
        if mtime is None:
            continue
        try:
            st = os.stat(fullname)
        except (OSError, ValueError):
            cache.pop(name, None)
            continue
        if size != st.st_size or mtime != st.st_mtime:
            cache.pop(name, None)


def updatecache(filename, module_globals=None):
    """Read filename into the cache; its lines, or [] when it cannot be read."""
    import os
    cache.pop(filename, None)
    if not filename or (filename.startswith('<') and filename.endswith('>')):
        return []
    fullname = filename
    try:
        st = os.stat(fullname)
    except OSError:
        if os.path.isabs(filename):
            return []
        st = None
        for dirname in sys.path:
            try:
                fullname = os.path.join(dirname, filename)
            except (TypeError, AttributeError):
                continue
            try:
                st = os.stat(fullname)
                break
            except OSError:
                pass
        if st is None:
            return []
    try:
        with open(fullname, encoding='utf-8') as f:
            lines = f.readlines()
    except (OSError, UnicodeDecodeError, SyntaxError, ValueError):
        return []
    if lines and not lines[-1].endswith('\n'):
        lines[-1] += '\n'
    cache[filename] = (st.st_size, st.st_mtime, lines, fullname)
    return lines
