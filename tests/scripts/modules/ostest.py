# Helpers shared by the os and os.path script tests (tests/scripts/9xx): each
# works in a scratch directory of its own under /tmp, names it here
# (ostest.base = ...), and removes it at the end.
import os

base = None


def r(x):
    """x as text, the scratch directory shown as <d>."""
    return str(x).replace(base, '<d>')


def err(f, *a, **k):
    """Call f and print its result, or the exception it raised."""
    try:
        v = f(*a, **k)
        print('ok', r(repr(v)))
    except Exception as e:
        print(type(e).__name__, r(e))


def mkfile(p, data=b''):
    """A file with these bytes (made with os.open/os.write, not open())."""
    fd = os.open(p, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    os.write(fd, data)
    os.close(fd)


def rmtree(p):
    """Remove the directory p and everything in it (links not followed)."""
    for root, dirs, files in os.walk(p, topdown=False):
        for f in files:
            os.remove(os.path.join(root, f))
        for d in dirs:
            full = os.path.join(root, d)
            if os.path.islink(full):
                os.remove(full)
            else:
                os.rmdir(full)
    os.rmdir(p)
