"""Binary search in sorted lists (fpy).

The source of fpy's built-in `bisect` module, compiled into the binary
(tools/embed_py.py) and run on the first `import bisect`.  Same functions,
arguments, results and errors as CPython 3.11's.

Threads: nothing is shared but the list a caller passes; each comparison
reads one item (a lock-free list read), and insort's insert takes the
list's lock, so a list another thread changes meanwhile may end up out of
order, as in CPython.
"""

__all__ = ['bisect_left', 'bisect_right', 'bisect', 'insort_left', 'insort_right', 'insort']


def _bounds(a, lo, hi):
    if lo < 0:
        raise ValueError('lo must be non-negative')
    if hi is None:
        hi = len(a)
    return lo, hi


def bisect_left(a, x, lo=0, hi=None, *, key=None):
    """The first index i in a[lo:hi] with x <= a[i] (by key(a[i]) when key is given)."""
    lo, hi = _bounds(a, lo, hi)
    while lo < hi:
        mid = (lo + hi) // 2
        v = a[mid] if key is None else key(a[mid])
        if v < x:
            lo = mid + 1
        else:
            hi = mid
    return lo


def bisect_right(a, x, lo=0, hi=None, *, key=None):
    """The first index i in a[lo:hi] with x < a[i] (by key(a[i]) when key is given)."""
    lo, hi = _bounds(a, lo, hi)
    while lo < hi:
        mid = (lo + hi) // 2
        v = a[mid] if key is None else key(a[mid])
        if x < v:
            hi = mid
        else:
            lo = mid + 1
    return lo


def insort_left(a, x, lo=0, hi=None, *, key=None):
    """Insert x into sorted a before any equal items."""
    i = bisect_left(a, x if key is None else key(x), lo, hi, key=key)
    a.insert(i, x)


def insort_right(a, x, lo=0, hi=None, *, key=None):
    """Insert x into sorted a after any equal items."""
    i = bisect_right(a, x if key is None else key(x), lo, hi, key=key)
    a.insert(i, x)


bisect = bisect_right
insort = insort_right
