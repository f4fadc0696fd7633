"""Binary min-heaps kept in plain lists (fpy).

The source of fpy's built-in `heapq` module, compiled into the binary
(tools/embed_py.py) and run on the first `import heapq`.  A heap is a list
with heap[k] <= heap[2k+1] and heap[k] <= heap[2k+2]: heap[0] is the
smallest item.  Items are compared with `<` only.  The sift functions use
the same moves as CPython's (a removed root's hole is walked down to a leaf
by the smaller child, then the moved item bubbles up: fewer comparisons
than stopping early), so the lists come out in the same order as under
CPython, not only the popped items.

Threads: no state of its own; a heap shared between threads needs the
caller's lock (each list operation is atomic, a heap operation is several).
"""

__all__ = ['heappush', 'heappop', 'heapify', 'heapreplace', 'heappushpop',
           'merge', 'nlargest', 'nsmallest']


def _check(heap, fname, one_arg):
    if not isinstance(heap, list):
        raise TypeError('%s() argument %smust be list, not %s'
                        % (fname, '' if one_arg else '1 ', 'None' if heap is None else type(heap).__name__))


def _bubble_up(heap, top, pos):
    # move heap[pos] towards the root (not above index top) while smaller
    item = heap[pos]
    while pos > top:
        parent = (pos - 1) >> 1
        if item < heap[parent]:
            heap[pos] = heap[parent]
            pos = parent
        else:
            break
    heap[pos] = item


def _sink(heap, pos):
    # the hole at pos goes down to a leaf along the smaller children, then
    # the item that was at pos bubbles up from there
    end = len(heap)
    top = pos
    item = heap[pos]
    child = 2 * pos + 1
    while child < end:
        right = child + 1
        if right < end and not heap[child] < heap[right]:
            child = right
        heap[pos] = heap[child]
        pos = child
        child = 2 * pos + 1
    heap[pos] = item
    _bubble_up(heap, top, pos)


def heappush(heap, item):
    """Add item, keeping the heap invariant."""
    _check(heap, 'heappush', False)
    heap.append(item)
    _bubble_up(heap, 0, len(heap) - 1)


def heappop(heap):
    """Remove and return the smallest item."""
    _check(heap, 'heappop', True)
    if not heap:
        raise IndexError('index out of range')
    last = heap.pop()
    if not heap:
        return last
    smallest = heap[0]
    heap[0] = last
    _sink(heap, 0)
    return smallest


def heapreplace(heap, item):
    """Pop the smallest item, then push item (the heap must not be empty)."""
    _check(heap, 'heapreplace', False)
    if not heap:
        raise IndexError('index out of range')
    smallest = heap[0]
    heap[0] = item
    _sink(heap, 0)
    return smallest


def heappushpop(heap, item):
    """Push item, then pop the smallest: faster than the two calls."""
    _check(heap, 'heappushpop', False)
    if heap and heap[0] < item:
        item, heap[0] = heap[0], item
        _sink(heap, 0)
    return item


def heapify(x):
    """Make list x a heap, in place, in linear time."""
    _check(x, 'heapify', True)
    for i in reversed(range(len(x) // 2)):
        _sink(x, i)


def nsmallest(n, iterable, key=None):
    """The n smallest items: sorted(iterable, key=key)[:n]."""
    if n <= 0:
        return []
    return sorted(iterable, key=key)[:n]


def nlargest(n, iterable, key=None):
    """The n largest items: sorted(iterable, key=key, reverse=True)[:n]."""
    if n <= 0:
        return []
    return sorted(iterable, key=key, reverse=True)[:n]


def merge(*iterables, key=None, reverse=False):
    """Merge sorted inputs into one sorted iterator, lazily; equal items
    come in the order of their inputs."""
    heap = []
    sign = -1 if reverse else 1
    for order, it in enumerate(iterables):
        it = iter(it)
        for value in it:
            heap.append(_Entry(value if key is None else key(value), sign, order, value, it))
            break
    heapify(heap)
    while heap:
        e = heap[0]
        yield e.value
        for value in e.it:
            e.value = value
            e.key = value if key is None else key(value)
            heapreplace(heap, e)
            break
        else:
            heappop(heap)


class _Entry:
    # one input of merge(): its current item and where it came from
    __slots__ = ('key', 'sign', 'order', 'value', 'it')

    def __init__(self, k, sign, order, value, it):
        self.key = k
        self.sign = sign
        self.order = order
        self.value = value
        self.it = it

    def __lt__(self, other):
        if self.sign > 0:
            if self.key < other.key:
                return True
            if other.key < self.key:
                return False
        else:
            if other.key < self.key:
                return True
            if self.key < other.key:
                return False
        return self.order < other.order
