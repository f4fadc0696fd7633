"""A multi-producer, multi-consumer queue (fpy).

The source of fpy's built-in `queue` module, compiled into the binary
(tools/embed_py.py) and run on the first `import queue`.  It follows
CPython's Lib/queue.py.
"""
import threading
from collections import deque
from time import monotonic as time

__all__ = ['Empty', 'Full', 'Queue', 'PriorityQueue', 'LifoQueue', 'SimpleQueue']


class Empty(Exception):
    'Exception raised by Queue.get(block=0)/get_nowait().'
    pass


class Full(Exception):
    'Exception raised by Queue.put(block=0)/put_nowait().'
    pass


class Queue:
    '''Create a queue object with a given maximum size.

    If maxsize is <= 0, the queue size is infinite.
    '''

    def __init__(self, maxsize=0):
        self.maxsize = maxsize
        self._init(maxsize)
        self.mutex = threading.Lock()
        self.not_empty = threading.Condition(self.mutex)
        self.not_full = threading.Condition(self.mutex)
        self.all_tasks_done = threading.Condition(self.mutex)
        self.unfinished_tasks = 0

    def task_done(self):
        with self.all_tasks_done:
            unfinished = self.unfinished_tasks - 1
            if unfinished <= 0:
                if unfinished < 0:
                    raise ValueError('task_done() called too many times')
                self.all_tasks_done.notify_all()
            self.unfinished_tasks = unfinished

    def join(self):
        with self.all_tasks_done:
            while self.unfinished_tasks:
                self.all_tasks_done.wait()

    def qsize(self):
        with self.mutex:
            return self._qsize()

    def empty(self):
        with self.mutex:
            return not self._qsize()

    def full(self):
        with self.mutex:
            return 0 < self.maxsize <= self._qsize()

    def put(self, item, block=True, timeout=None):
        with self.not_full:
            if self.maxsize > 0:
                if not block:
                    if self._qsize() >= self.maxsize:
                        raise Full
                elif timeout is None:
                    while self._qsize() >= self.maxsize:
                        self.not_full.wait()
                elif timeout < 0:
                    raise ValueError("'timeout' must be a non-negative number")
                else:
                    endtime = time() + timeout
                    while self._qsize() >= self.maxsize:
                        remaining = endtime - time()
                        if remaining <= 0.0:
                            raise Full
                        self.not_full.wait(remaining)
            self._put(item)
            self.unfinished_tasks += 1
            self.not_empty.notify()

    def get(self, block=True, timeout=None):
        with self.not_empty:
            if not block:
                if not self._qsize():
                    raise Empty
            elif timeout is None:
                while not self._qsize():
                    self.not_empty.wait()
            elif timeout < 0:
                raise ValueError("'timeout' must be a non-negative number")
            else:
                endtime = time() + timeout
                while not self._qsize():
                    remaining = endtime - time()
                    if remaining <= 0.0:
                        raise Empty
                    self.not_empty.wait(remaining)
            item = self._get()
            self.not_full.notify()
            return item

    def put_nowait(self, item):
        return self.put(item, block=False)

    def get_nowait(self):
        return self.get(block=False)

    # A deque, as in CPython.  Items leave it through popleft, a method
    # call: a subscript of a container that threads share (self.queue, read
    # through a global Queue) would ask for per-thread counting of every
    # item and, through it, of all the consumer reads out of the item
    # (gc/perthread.c), leaving whole structures to wait for the collector.
    def _init(self, maxsize):
        self.queue = deque()

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.popleft()


class PriorityQueue(Queue):
    '''Variant of Queue that retrieves open entries in priority order (lowest first).'''

    def _init(self, maxsize):
        self.queue = []

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        # heapq.heappush
        heap = self.queue
        heap.append(item)
        pos = len(heap) - 1
        while pos > 0:
            parent = (pos - 1) >> 1
            if heap[pos] < heap[parent]:
                heap[pos], heap[parent] = heap[parent], heap[pos]
                pos = parent
            else:
                break

    def _get(self):
        # heapq.heappop
        heap = self.queue
        last = heap.pop()
        if not heap:
            return last
        top = heap[0]
        heap[0] = last
        n = len(heap)
        pos = 0
        while True:
            child = 2 * pos + 1
            if child >= n:
                break
            if child + 1 < n and heap[child + 1] < heap[child]:
                child += 1
            if heap[child] < heap[pos]:
                heap[pos], heap[child] = heap[child], heap[pos]
                pos = child
            else:
                break
        return top


class LifoQueue(Queue):
    '''Variant of Queue that retrieves most recently added entries first.'''

    def _init(self, maxsize):
        self.queue = []

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.pop()


class SimpleQueue:
    '''Simple, unbounded FIFO queue.'''

    def __init__(self):
        self._queue = Queue()

    def put(self, item, block=True, timeout=None):
        self._queue.put(item)

    def put_nowait(self, item):
        self._queue.put(item)

    def get(self, block=True, timeout=None):
        return self._queue.get(block, timeout)

    def get_nowait(self):
        return self._queue.get(False)

    def empty(self):
        return self._queue.empty()

    def qsize(self):
        return self._queue.qsize()
