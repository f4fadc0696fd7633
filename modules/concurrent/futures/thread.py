"""ThreadPoolExecutor: calls run by a pool of worker threads.

submit() puts a work item (the call and its Future) on the executor's
queue and starts a new worker unless one is idle (each idle worker holds
one count of `_idle_semaphore`) or there are max_workers already.  A
worker takes items until it finds None, the signal to stop; it then puts
None back so that its siblings stop too.  A worker holds its executor
only by a weak reference: an executor nobody else holds is collected,
and the reference's callback sends its workers their None.

Workers are not daemon threads: at exit, before the interpreter waits for
its non-daemon threads, `_python_exit` (threading._register_atexit) marks
the interpreter shut down, sends every live worker its None and joins it,
so pending calls finish and no worker is killed mid-call.

The executor's fields change under `_shutdown_lock`; the queue and the
semaphore are thread-safe by themselves.  An initializer that raises
breaks the pool: the calls still queued fail with BrokenThreadPool, and
so does every later submit().
"""
import itertools
import os
import queue
import threading
import types
import weakref

from concurrent.futures import _base

# Every worker's thread -> its queue, for _python_exit.  Guarded by
# _global_shutdown_lock; a worker removes itself when it ends.
_threads_queues = {}
_shutdown = False
_global_shutdown_lock = threading.Lock()


def _python_exit():
    global _shutdown
    with _global_shutdown_lock:
        _shutdown = True
        items = list(_threads_queues.items())
    for t, q in items:
        q.put(None)
    for t, q in items:
        t.join()


threading._register_atexit(_python_exit)


class _WorkItem:
    def __init__(self, future, fn, args, kwargs):
        self.future = future
        self.fn = fn
        self.args = args
        self.kwargs = kwargs

    def run(self):
        if not self.future.set_running_or_notify_cancel():
            return
        try:
            result = self.fn(*self.args, **self.kwargs)
        except BaseException as exc:
            self.future.set_exception(exc)
            self = None  # no cycle through the exception's traceback
        else:
            self.future.set_result(result)

    __class_getitem__ = classmethod(types.GenericAlias)


def _worker(executor_reference, work_queue, initializer, initargs):
    try:
        if initializer is not None:
            try:
                initializer(*initargs)
            except BaseException:
                _base._report('Exception in initializer:')
                executor = executor_reference()
                if executor is not None:
                    executor._initializer_failed()
                return
        while True:
            work_item = work_queue.get(block=True)
            if work_item is not None:
                work_item.run()
                del work_item
                executor = executor_reference()
                if executor is not None:
                    executor._idle_semaphore.release()
                del executor
                continue
            # None: the interpreter is shutting down, or the executor was
            # shut down or collected
            executor = executor_reference()
            if _shutdown or executor is None or executor._shutdown:
                if executor is not None:
                    executor._shutdown = True
                work_queue.put(None)  # wake the next worker
                return
            del executor
    except BaseException:
        _base._report('Exception in worker')
    finally:
        with _global_shutdown_lock:
            _threads_queues.pop(threading.current_thread(), None)


class BrokenThreadPool(_base.BrokenExecutor):
    """Raised when a worker thread in a ThreadPoolExecutor failed initializing."""


class ThreadPoolExecutor(_base.Executor):

    # A number for each executor's default thread names.
    _counter = itertools.count().__next__

    def __init__(self, max_workers=None, thread_name_prefix='', initializer=None, initargs=()):
        """max_workers: at most that many threads (default: CPUs + 4, at most
        32); thread_name_prefix: the workers' names; initializer(*initargs)
        runs first in each worker."""
        if max_workers is None:
            max_workers = min(32, (os.cpu_count() or 1) + 4)
        if max_workers <= 0:
            raise ValueError("max_workers must be greater than 0")
        if initializer is not None and not callable(initializer):
            raise TypeError("initializer must be a callable")
        self._max_workers = max_workers
        self._work_queue = queue.SimpleQueue()
        self._idle_semaphore = threading.Semaphore(0)
        self._threads = set()
        self._broken = False
        self._shutdown = False
        self._shutdown_lock = threading.Lock()
        self._thread_name_prefix = thread_name_prefix or ("ThreadPoolExecutor-%d" % self._counter())
        self._initializer = initializer
        self._initargs = initargs

    def submit(self, fn, /, *args, **kwargs):
        with self._shutdown_lock, _global_shutdown_lock:
            if self._broken:
                raise BrokenThreadPool(self._broken)
            if self._shutdown:
                raise RuntimeError('cannot schedule new futures after shutdown')
            if _shutdown:
                raise RuntimeError('cannot schedule new futures after interpreter shutdown')
            f = _base.Future()
            self._work_queue.put(_WorkItem(f, fn, args, kwargs))
            self._adjust_thread_count()
            return f
    submit.__doc__ = _base.Executor.submit.__doc__

    def _adjust_thread_count(self):
        # an idle worker will take the item
        if self._idle_semaphore.acquire(timeout=0):
            return
        # the workers hold the executor weakly: once nobody else does, it
        # is collected and this callback stops them
        def weakref_cb(_, q=self._work_queue):
            q.put(None)

        num_threads = len(self._threads)
        if num_threads < self._max_workers:
            t = threading.Thread(name='%s_%d' % (self._thread_name_prefix, num_threads), target=_worker,
                                 args=(weakref.ref(self, weakref_cb), self._work_queue, self._initializer,
                                       self._initargs))
            t.start()
            self._threads.add(t)
            _threads_queues[t] = self._work_queue

    def _initializer_failed(self):
        with self._shutdown_lock:
            self._broken = 'A thread initializer failed, the thread pool is not usable anymore'
            while True:
                try:
                    work_item = self._work_queue.get_nowait()
                except queue.Empty:
                    break
                if work_item is not None:
                    work_item.future.set_exception(BrokenThreadPool(self._broken))

    def shutdown(self, wait=True, *, cancel_futures=False):
        with self._shutdown_lock:
            self._shutdown = True
            if cancel_futures:
                while True:
                    try:
                        work_item = self._work_queue.get_nowait()
                    except queue.Empty:
                        break
                    if work_item is not None:
                        work_item.future.cancel()
            self._work_queue.put(None)
        if wait:
            for t in list(self._threads):
                t.join()
    shutdown.__doc__ = _base.Executor.shutdown.__doc__
