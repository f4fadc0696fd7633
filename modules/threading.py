"""Thread module emulating a subset of Java's threading model (fpy).

The source of fpy's built-in `threading` module, compiled into the binary
(tools/embed_py.py) and run on the first `import threading`.  It follows
CPython's Lib/threading.py, on top of the C `_thread` core
(modules/threadmodule.c).
"""
import _thread
from time import monotonic as _time

__all__ = ['excepthook', 'ExceptHookArgs', 'get_ident', 'active_count', 'Condition', 'current_thread', 'enumerate', 'main_thread',
           'TIMEOUT_MAX', 'Event', 'Lock', 'RLock', 'Semaphore', 'BoundedSemaphore', 'Thread', 'Barrier',
           'BrokenBarrierError', 'ThreadError', 'local', 'get_native_id', 'Timer']

_start_new_thread = _thread.start_new_thread
_allocate_lock = _thread.allocate_lock
get_ident = _thread.get_ident
get_native_id = _thread.get_ident
ThreadError = _thread.error
Lock = _allocate_lock
local = _thread._local
TIMEOUT_MAX = 9223372036.0

_counter_lock = _allocate_lock()
_counter = 0


def _deprecated(message):
    # the old camelCase names: a DeprecationWarning at the caller's line
    import warnings
    warnings.warn(message, DeprecationWarning, stacklevel=3)


def _newname(name_template="Thread-%d"):
    global _counter
    with _counter_lock:
        _counter += 1
        n = _counter
    return name_template % n


class RLock:
    """A reentrant lock: the owning thread may acquire it again."""

    __module__ = '_thread'  # type(threading.RLock()) is CPython's C type _thread.RLock

    def __init__(self):
        self._block = _allocate_lock()
        self._owner = None
        self._count = 0

    def __repr__(self):
        return "<%s _thread.RLock object owner=%r count=%d>" % (
            "locked" if self._block.locked() else "unlocked", self._owner or 0, self._count)

    def acquire(self, blocking=True, timeout=-1):
        me = get_ident()
        if self._owner == me:
            self._count += 1
            return True
        rc = self._block.acquire(blocking, timeout)
        if rc:
            self._owner = me
            self._count = 1
        return rc

    __enter__ = acquire

    def release(self):
        if self._owner != get_ident():
            raise RuntimeError("cannot release un-acquired lock")
        self._count = count = self._count - 1
        if not count:
            self._owner = None
            self._block.release()

    def __exit__(self, t, v, tb):
        self.release()

    def _acquire_restore(self, state):
        self._block.acquire()
        self._count, self._owner = state

    def _release_save(self):
        if self._count == 0:
            raise RuntimeError("cannot release un-acquired lock")
        count = self._count
        self._count = 0
        owner = self._owner
        self._owner = None
        self._block.release()
        return (count, owner)

    def _is_owned(self):
        return self._owner == get_ident()


class Condition:
    """A condition variable: wait() until another thread notify()s."""

    def __init__(self, lock=None):
        if lock is None:
            lock = RLock()
        self._lock = lock
        self.acquire = lock.acquire
        self.release = lock.release
        if hasattr(lock, '_release_save'):
            self._release_save = lock._release_save
        if hasattr(lock, '_acquire_restore'):
            self._acquire_restore = lock._acquire_restore
        if hasattr(lock, '_is_owned'):
            self._is_owned = lock._is_owned
        self._waiters = []

    def __enter__(self):
        return self._lock.__enter__()

    def __exit__(self, t, v, tb):
        return self._lock.__exit__(t, v, tb)

    def __repr__(self):
        return "<Condition(%s, %d)>" % (self._lock, len(self._waiters))

    def _release_save(self):
        self._lock.release()

    def _acquire_restore(self, x):
        self._lock.acquire()

    def _is_owned(self):
        if self._lock.acquire(False):
            self._lock.release()
            return False
        return True

    def wait(self, timeout=None):
        if not self._is_owned():
            raise RuntimeError("cannot wait on un-acquired lock")
        waiter = _allocate_lock()
        waiter.acquire()
        self._waiters.append(waiter)
        saved_state = self._release_save()
        gotit = False
        try:
            if timeout is None:
                waiter.acquire()
                gotit = True
            elif timeout > 0:
                gotit = waiter.acquire(True, timeout)
            else:
                gotit = waiter.acquire(False)
            return gotit
        finally:
            self._acquire_restore(saved_state)
            if not gotit:
                try:
                    self._waiters.remove(waiter)
                except ValueError:
                    pass

    def wait_for(self, predicate, timeout=None):
        endtime = None
        waittime = timeout
        result = predicate()
        while not result:
            if waittime is not None:
                if endtime is None:
                    endtime = _time() + waittime
                else:
                    waittime = endtime - _time()
                    if waittime <= 0:
                        break
            self.wait(waittime)
            result = predicate()
        return result

    def notify(self, n=1):
        if not self._is_owned():
            raise RuntimeError("cannot notify on un-acquired lock")
        waiters = self._waiters
        while waiters and n > 0:
            waiter = waiters[0]
            try:
                waiter.release()
            except RuntimeError:
                pass
            else:
                n -= 1
            try:
                waiters.remove(waiter)
            except ValueError:
                pass

    def notify_all(self):
        self.notify(len(self._waiters))

    def notifyAll(self):
        _deprecated('notifyAll() is deprecated, use notify_all() instead')
        self.notify_all()


class Semaphore:
    """A counter of free slots: acquire() takes one, release() gives back."""

    def __init__(self, value=1):
        if value < 0:
            raise ValueError("semaphore initial value must be >= 0")
        self._cond = Condition(Lock())
        self._value = value

    def acquire(self, blocking=True, timeout=None):
        if not blocking and timeout is not None:
            raise ValueError("can't specify timeout for non-blocking acquire")
        rc = False
        endtime = None
        with self._cond:
            while self._value == 0:
                if not blocking:
                    break
                if timeout is not None:
                    if endtime is None:
                        endtime = _time() + timeout
                    else:
                        timeout = endtime - _time()
                        if timeout <= 0:
                            break
                self._cond.wait(timeout)
            else:
                self._value -= 1
                rc = True
        return rc

    __enter__ = acquire

    def release(self, n=1):
        if n < 1:
            raise ValueError('n must be one or more')
        with self._cond:
            self._value += n
            for i in range(n):
                self._cond.notify()

    def __exit__(self, t, v, tb):
        self.release()


class BoundedSemaphore(Semaphore):
    """A semaphore that refuses to be released above its initial value."""

    def __init__(self, value=1):
        Semaphore.__init__(self, value)
        self._initial_value = value

    def release(self, n=1):
        if n < 1:
            raise ValueError('n must be one or more')
        with self._cond:
            if self._value + n > self._initial_value:
                raise ValueError("Semaphore released too many times")
            self._value += n
            for i in range(n):
                self._cond.notify()


class Event:
    """A flag threads can wait for."""

    def __init__(self):
        self._cond = Condition(Lock())
        self._flag = False

    def is_set(self):
        return self._flag

    def isSet(self):
        _deprecated('isSet() is deprecated, use is_set() instead')
        return self.is_set()

    def set(self):
        with self._cond:
            self._flag = True
            self._cond.notify_all()

    def clear(self):
        with self._cond:
            self._flag = False

    def wait(self, timeout=None):
        with self._cond:
            signaled = self._flag
            if not signaled:
                signaled = self._cond.wait(timeout)
            return signaled


class BrokenBarrierError(RuntimeError):
    pass


class Barrier:
    """N threads wait() until all N have arrived, then all go on."""

    def __init__(self, parties, action=None, timeout=None):
        if parties < 1:
            raise ValueError("parties must be > 0")
        self._cond = Condition(Lock())
        self._action = action
        self._timeout = timeout
        self._parties = parties
        self._state = 0  # 0 filling, 1 draining, -1 resetting, -2 broken
        self._count = 0

    def wait(self, timeout=None):
        if timeout is None:
            timeout = self._timeout
        with self._cond:
            self._enter()
            index = self._count
            self._count += 1
            try:
                if index + 1 == self._parties:
                    self._release()
                else:
                    self._wait(timeout)
                return index
            finally:
                self._count -= 1
                self._exit()

    def _enter(self):
        while self._state in (-1, 1):
            self._cond.wait()
        if self._state < 0:
            raise BrokenBarrierError

    def _release(self):
        try:
            if self._action:
                self._action()
            self._state = 1
            self._cond.notify_all()
        except:
            self._break()
            raise

    def _wait(self, timeout):
        if not self._cond.wait_for(lambda: self._state != 0, timeout):
            self._break()
            raise BrokenBarrierError
        if self._state < 0:
            raise BrokenBarrierError

    def _exit(self):
        if self._count == 0:
            if self._state in (-1, 1):
                self._state = 0
                self._cond.notify_all()

    def reset(self):
        with self._cond:
            if self._count > 0:
                if self._state == 0:
                    self._state = -1
                elif self._state == -2:
                    self._state = -1
            else:
                self._state = 0
            self._cond.notify_all()

    def abort(self):
        with self._cond:
            self._break()

    def _break(self):
        self._state = -2
        self._cond.notify_all()

    @property
    def parties(self):
        return self._parties

    @property
    def n_waiting(self):
        if self._state == 0:
            return self._count
        return 0

    @property
    def broken(self):
        return self._state == -2


_active_limbo_lock = _allocate_lock()
_active = {}  # ident -> running Thread
_limbo = {}   # Thread -> Thread, started but not yet running


class Thread:
    """A thread of control: Thread(target=f, args=(...)).start()."""

    _initialized = False

    def __init__(self, group=None, target=None, name=None, args=(), kwargs=None, *, daemon=None):
        assert group is None, "group argument must be None for now"
        if kwargs is None:
            kwargs = {}
        if name:
            name = str(name)
        else:
            name = _newname("Thread-%d")
            if target is not None:
                try:
                    target_name = target.__name__
                    name += f" ({target_name})"
                except AttributeError:
                    pass
        self._target = target
        self._name = name
        self._args = args
        self._kwargs = kwargs
        if daemon is not None:
            self._daemonic = daemon
        else:
            self._daemonic = current_thread().daemon
        self._ident = None
        self._started = Event()
        self._is_stopped = False
        self._done = _allocate_lock()  # held from start() until the thread ends
        self._initialized = True

    def __repr__(self):
        assert self._initialized, "Thread.__init__() was not called"
        status = "initial"
        if self._started.is_set():
            status = "started"
        if self._is_stopped:
            status = "stopped"
        if self._daemonic:
            status += " daemon"
        if self._ident is not None:
            status += " %s" % self._ident
        return "<%s(%s, %s)>" % (self.__class__.__name__, self._name, status)

    def start(self):
        if not self._initialized:
            raise RuntimeError("thread.__init__() not called")
        if self._started.is_set():
            raise RuntimeError("threads can only be started once")
        with _active_limbo_lock:
            _limbo[self] = self
        self._done.acquire()
        try:
            _start_new_thread(self._bootstrap, ())
        except Exception:
            with _active_limbo_lock:
                del _limbo[self]
            self._done.release()
            raise
        self._started.wait()

    def run(self):
        try:
            if self._target is not None:
                self._target(*self._args, **self._kwargs)
        finally:
            del self._target, self._args, self._kwargs

    def _bootstrap(self):
        try:
            self._ident = get_ident()
            with _active_limbo_lock:
                _active[self._ident] = self
                del _limbo[self]
            self._started.set()
            try:
                self.run()
            except BaseException as e:
                _invoke_excepthook(self, e)
        finally:
            with _active_limbo_lock:
                if _active.get(self._ident) is self:
                    del _active[self._ident]
            self._is_stopped = True
            self._done.release()

    def join(self, timeout=None):
        if not self._initialized:
            raise RuntimeError("Thread.__init__() not called")
        if not self._started.is_set():
            raise RuntimeError("cannot join thread before it is started")
        if self is current_thread():
            raise RuntimeError("cannot join current thread")
        if timeout is None:
            timeout = -1
        elif timeout < 0:
            timeout = 0
        if self._done.acquire(True, timeout):
            self._done.release()

    def is_alive(self):
        assert self._initialized, "Thread.__init__() not called"
        return self._started.is_set() and not self._is_stopped

    @property
    def name(self):
        assert self._initialized, "Thread.__init__() not called"
        return self._name

    @name.setter
    def name(self, name):
        assert self._initialized, "Thread.__init__() not called"
        self._name = str(name)

    @property
    def ident(self):
        assert self._initialized, "Thread.__init__() not called"
        return self._ident

    @property
    def native_id(self):
        return self._ident

    @property
    def daemon(self):
        assert self._initialized, "Thread.__init__() not called"
        return self._daemonic

    @daemon.setter
    def daemon(self, daemonic):
        if not self._initialized:
            raise RuntimeError("Thread.__init__() not called")
        if self._started.is_set():
            raise RuntimeError("cannot set daemon status of active thread")
        self._daemonic = daemonic

    def isDaemon(self):
        _deprecated('isDaemon() is deprecated, get the daemon attribute instead')
        return self.daemon

    def setDaemon(self, daemonic):
        _deprecated('setDaemon() is deprecated, set the daemon attribute instead')
        self.daemon = daemonic

    def getName(self):
        _deprecated('getName() is deprecated, get the name attribute instead')
        return self.name

    def setName(self, name):
        _deprecated('setName() is deprecated, set the name attribute instead')
        self.name = name


class Timer(Thread):
    """Call a function after a number of seconds, unless cancel()ed."""

    def __init__(self, interval, function, args=None, kwargs=None):
        Thread.__init__(self)
        self.interval = interval
        self.function = function
        self.args = args if args is not None else []
        self.kwargs = kwargs if kwargs is not None else {}
        self.finished = Event()

    def cancel(self):
        self.finished.set()

    def run(self):
        self.finished.wait(self.interval)
        if not self.finished.is_set():
            self.function(*self.args, **self.kwargs)
        self.finished.set()


class _MainThread(Thread):

    def __init__(self):
        Thread.__init__(self, name="MainThread", daemon=False)
        self._started.set()
        self._ident = get_ident()
        with _active_limbo_lock:
            _active[self._ident] = self


class _DummyThread(Thread):
    """A thread started with _thread.start_new_thread."""

    def __init__(self):
        Thread.__init__(self, name=_newname("Dummy-%d"), daemon=True)
        self._started.set()
        self._ident = get_ident()
        with _active_limbo_lock:
            _active[self._ident] = self

    def is_alive(self):
        return True

    def join(self, timeout=None):
        raise RuntimeError("cannot join a dummy thread")


class _ExceptHookArgs:
    """What excepthook receives: exc_type, exc_value, exc_traceback, thread."""
    __slots__ = ('exc_type', 'exc_value', 'exc_traceback', 'thread')

    def __init__(self, exc_type, exc_value, exc_traceback, thread):
        self.exc_type = exc_type
        self.exc_value = exc_value
        self.exc_traceback = exc_traceback
        self.thread = thread

    def __repr__(self):
        return ('_thread._ExceptHookArgs(exc_type=%r, exc_value=%r, exc_traceback=%r, thread=%r)'
                % (self.exc_type, self.exc_value, self.exc_traceback, self.thread))


ExceptHookArgs = _ExceptHookArgs


def excepthook(args, /):
    """Print an exception a thread's run() raised, unless it is SystemExit."""
    if args.exc_type is SystemExit:
        return
    name = args.thread.name if args.thread is not None else str(get_ident())
    _thread._print_exception(name, args.exc_value)


__excepthook__ = excepthook


def _invoke_excepthook(thread, exc):
    hook = globals().get('excepthook') or __excepthook__
    args = _ExceptHookArgs(type(exc), exc, exc.__traceback__, thread)
    try:
        hook(args)
    except BaseException as e:
        # a failing hook is reported the way an uncaught exception would be
        _thread._print_exception(thread._name, e)
    finally:
        del args


def current_thread():
    t = _active.get(get_ident())
    if t is None:
        return _DummyThread()
    return t


def currentThread():
    _deprecated('currentThread() is deprecated, use current_thread() instead')
    return current_thread()


def active_count():
    with _active_limbo_lock:
        return len(_active) + len(_limbo)


def activeCount():
    _deprecated('activeCount() is deprecated, use active_count() instead')
    return active_count()


def enumerate():
    with _active_limbo_lock:
        return list(_active.values()) + list(_limbo.values())


def main_thread():
    return _main_thread


_main_thread = _MainThread()


_threading_atexits = []
_SHUTTING_DOWN = False


def _register_atexit(func, *arg, **kwargs):
    """Call func(*arg, **kwargs) at exit before the non-daemon threads are
    joined (concurrent.futures stops its workers this way); last first."""
    if _SHUTTING_DOWN:
        raise RuntimeError("can't register atexit after shutdown")
    _threading_atexits.append(lambda: func(*arg, **kwargs))


def _shutdown():
    # Called at exit by the main thread: run the _register_atexit calls,
    # then wait for every non-daemon thread.
    global _SHUTTING_DOWN
    _SHUTTING_DOWN = True
    for atexit_call in reversed(_threading_atexits):
        atexit_call()
    while True:
        with _active_limbo_lock:
            threads = [t for t in list(_active.values()) + list(_limbo.values())
                       if not t._daemonic and t is not _main_thread and not t._is_stopped]
        if not threads:
            break
        for t in threads:
            t._done.acquire()
            t._done.release()
