"""What every executor shares: Future, wait, as_completed, Executor.

A Future is a result that is not there yet.  Its state moves one way:
PENDING -> RUNNING -> FINISHED, or PENDING -> CANCELLED ->
CANCELLED_AND_NOTIFIED (the executor saw the cancellation).  Every field
of a Future is read and written under its own condition variable
(`_condition`); result() and exception() wait on it, and each change of
state wakes them.

wait() and as_completed() do not poll: they hang a *waiter* on each
future they watch (`_waiters`, also under the future's condition) and
sleep on the waiter's event; the future tells its waiters when it
finishes or is cancelled.  To look at several futures' states at once
without missing a change, they lock all of their conditions, in the order
of the futures' ids so that two such calls cannot deadlock.

Callbacks added with add_done_callback run on the thread that finished the
future (or at once, on the caller's, if it is already done); one that
raises is reported on stderr and the others still run, as CPython's
logging does when nothing configured it.
"""
import sys
import threading
import time
import types
from collections import namedtuple

FIRST_COMPLETED = 'FIRST_COMPLETED'
FIRST_EXCEPTION = 'FIRST_EXCEPTION'
ALL_COMPLETED = 'ALL_COMPLETED'
_AS_COMPLETED = '_AS_COMPLETED'

PENDING = 'PENDING'
RUNNING = 'RUNNING'
CANCELLED = 'CANCELLED'
CANCELLED_AND_NOTIFIED = 'CANCELLED_AND_NOTIFIED'
FINISHED = 'FINISHED'

_FUTURE_STATES = [PENDING, RUNNING, CANCELLED, CANCELLED_AND_NOTIFIED, FINISHED]

_STATE_TO_DESCRIPTION_MAP = {
    PENDING: "pending",
    RUNNING: "running",
    CANCELLED: "cancelled",
    CANCELLED_AND_NOTIFIED: "cancelled",
    FINISHED: "finished",
}

_DONE = (CANCELLED_AND_NOTIFIED, FINISHED)


class Error(Exception):
    """Base class for all future-related exceptions."""


class CancelledError(Error):
    """The Future was cancelled."""


TimeoutError = TimeoutError  # the built-in one, as in CPython 3.11


class InvalidStateError(Error):
    """The operation is not allowed in this state."""


class BrokenExecutor(RuntimeError):
    """Raised when an executor has become non-functional after a severe failure."""


def _report(message):
    """Print message and the exception being handled to stderr (what
    CPython's logging prints for LOGGER.exception with no handler set)."""
    exc = sys.exc_info()[1]
    try:
        sys.stderr.write(message + "\n")
        if exc is not None:
            sys.__excepthook__(type(exc), exc, exc.__traceback__)
    finally:
        exc = None


# ---- waiters: what wait() and as_completed() hang on the futures -----------

class _Waiter:
    """Collects the futures that finished while someone waited for them."""

    def __init__(self):
        self.event = threading.Event()
        self.finished_futures = []

    def add_result(self, future):
        self.finished_futures.append(future)

    def add_exception(self, future):
        self.finished_futures.append(future)

    def add_cancelled(self, future):
        self.finished_futures.append(future)


class _AsCompletedWaiter(_Waiter):
    """Wakes as_completed() at every future that finishes."""

    def __init__(self):
        super().__init__()
        self.lock = threading.Lock()

    def add_result(self, future):
        with self.lock:
            super().add_result(future)
            self.event.set()

    def add_exception(self, future):
        with self.lock:
            super().add_exception(future)
            self.event.set()

    def add_cancelled(self, future):
        with self.lock:
            super().add_cancelled(future)
            self.event.set()


class _FirstCompletedWaiter(_Waiter):
    """Wakes wait(return_when=FIRST_COMPLETED) at the first future done."""

    def add_result(self, future):
        super().add_result(future)
        self.event.set()

    def add_exception(self, future):
        super().add_exception(future)
        self.event.set()

    def add_cancelled(self, future):
        super().add_cancelled(future)
        self.event.set()


class _AllCompletedWaiter(_Waiter):
    """Wakes wait() when all futures are done, or (stop_on_exception) at
    the first one that raised."""

    def __init__(self, num_pending_calls, stop_on_exception):
        self.num_pending_calls = num_pending_calls
        self.stop_on_exception = stop_on_exception
        self.lock = threading.Lock()
        super().__init__()

    def _count_down(self):
        with self.lock:
            self.num_pending_calls -= 1
            if not self.num_pending_calls:
                self.event.set()

    def add_result(self, future):
        super().add_result(future)
        self._count_down()

    def add_exception(self, future):
        super().add_exception(future)
        if self.stop_on_exception:
            self.event.set()
        else:
            self._count_down()

    def add_cancelled(self, future):
        super().add_cancelled(future)
        self._count_down()


class _AcquireFutures:
    """Holds the conditions of several futures at once (in id order)."""

    def __init__(self, futures):
        self.futures = sorted(futures, key=id)

    def __enter__(self):
        for future in self.futures:
            future._condition.acquire()

    def __exit__(self, *args):
        for future in self.futures:
            future._condition.release()


def _install_waiter(fs, return_when):
    if return_when == _AS_COMPLETED:
        waiter = _AsCompletedWaiter()
    elif return_when == FIRST_COMPLETED:
        waiter = _FirstCompletedWaiter()
    else:
        pending = sum(f._state not in _DONE for f in fs)
        if return_when == FIRST_EXCEPTION:
            waiter = _AllCompletedWaiter(pending, stop_on_exception=True)
        elif return_when == ALL_COMPLETED:
            waiter = _AllCompletedWaiter(pending, stop_on_exception=False)
        else:
            raise ValueError("Invalid return condition: %r" % return_when)
    for f in fs:
        f._waiters.append(waiter)
    return waiter


def _remove_waiter(fs, waiter):
    for f in fs:
        with f._condition:
            f._waiters.remove(waiter)


def as_completed(fs, timeout=None):
    """An iterator over the given futures that yields each as it completes.

    Futures done before the call come first; duplicates are yielded once.
    TimeoutError is raised from __next__ when the futures are not all done
    `timeout` seconds after the call."""
    if timeout is not None:
        end_time = timeout + time.monotonic()
    fs = set(fs)
    total = len(fs)
    with _AcquireFutures(fs):
        finished = [f for f in fs if f._state in _DONE]
        pending = fs - set(finished)
        waiter = _install_waiter(fs, _AS_COMPLETED)
    try:
        for f in finished:
            yield f
        while pending:
            if timeout is None:
                wait_timeout = None
            else:
                wait_timeout = end_time - time.monotonic()
                if wait_timeout < 0:
                    raise TimeoutError('%d (of %d) futures unfinished' % (len(pending), total))
            waiter.event.wait(wait_timeout)
            with waiter.lock:
                finished = waiter.finished_futures
                waiter.finished_futures = []
                waiter.event.clear()
            for f in finished:
                if f in pending:
                    pending.remove(f)
                    yield f
    finally:
        _remove_waiter(fs, waiter)


DoneAndNotDoneFutures = namedtuple('DoneAndNotDoneFutures', 'done not_done')


def wait(fs, timeout=None, return_when=ALL_COMPLETED):
    """Wait for the futures in the given sequence to complete.

    Returns a named 2-tuple of sets (done, not_done).  return_when is
    FIRST_COMPLETED, FIRST_EXCEPTION or ALL_COMPLETED; timeout (seconds)
    bounds the wait."""
    fs = set(fs)
    with _AcquireFutures(fs):
        done = {f for f in fs if f._state in _DONE}
        not_done = fs - done
        if return_when == FIRST_COMPLETED and done:
            return DoneAndNotDoneFutures(done, not_done)
        if return_when == FIRST_EXCEPTION and done:
            if any(not f.cancelled() and f.exception() is not None for f in done):
                return DoneAndNotDoneFutures(done, not_done)
        if len(done) == len(fs):
            return DoneAndNotDoneFutures(done, not_done)
        waiter = _install_waiter(fs, return_when)
    waiter.event.wait(timeout)
    _remove_waiter(fs, waiter)
    done.update(waiter.finished_futures)
    return DoneAndNotDoneFutures(done, fs - done)


def _result_or_cancel(fut, timeout=None):
    try:
        try:
            return fut.result(timeout)
        finally:
            fut.cancel()
    finally:
        del fut  # no reference cycle through a raised exception's frame


class Future:
    """The result of a call that may not have run yet."""

    def __init__(self):
        self._condition = threading.Condition()
        self._state = PENDING
        self._result = None
        self._exception = None
        self._waiters = []
        self._done_callbacks = []

    def _invoke_callbacks(self):
        for callback in self._done_callbacks:
            try:
                callback(self)
            except Exception:
                _report('exception calling callback for %r' % (self,))

    def __repr__(self):
        with self._condition:
            state = _STATE_TO_DESCRIPTION_MAP[self._state]
            name = self.__class__.__name__
            if self._state == FINISHED:
                if self._exception:
                    return '<%s at %#x state=%s raised %s>' % (name, id(self), state,
                                                               self._exception.__class__.__name__)
                return '<%s at %#x state=%s returned %s>' % (name, id(self), state,
                                                             self._result.__class__.__name__)
            return '<%s at %#x state=%s>' % (name, id(self), state)

    def cancel(self):
        """Cancel the call if possible: False if it is running or done."""
        with self._condition:
            if self._state in (RUNNING, FINISHED):
                return False
            if self._state in (CANCELLED, CANCELLED_AND_NOTIFIED):
                return True
            self._state = CANCELLED
            self._condition.notify_all()
        self._invoke_callbacks()
        return True

    def cancelled(self):
        """True if the future was cancelled."""
        with self._condition:
            return self._state in (CANCELLED, CANCELLED_AND_NOTIFIED)

    def running(self):
        """True if the call is running now."""
        with self._condition:
            return self._state == RUNNING

    def done(self):
        """True if the future was cancelled or finished."""
        with self._condition:
            return self._state in (CANCELLED, CANCELLED_AND_NOTIFIED, FINISHED)

    def __get_result(self):
        if self._exception:
            try:
                raise self._exception
            finally:
                self = None  # no cycle through the traceback
        return self._result

    def add_done_callback(self, fn):
        """Call fn(future) when the future is cancelled or finishes (now,
        if it already has)."""
        with self._condition:
            if self._state not in (CANCELLED, CANCELLED_AND_NOTIFIED, FINISHED):
                self._done_callbacks.append(fn)
                return
        try:
            fn(self)
        except Exception:
            _report('exception calling callback for %r' % (self,))

    def result(self, timeout=None):
        """The call's return value, waiting up to timeout seconds for it.

        Raises CancelledError, TimeoutError, or the call's exception."""
        try:
            with self._condition:
                if self._state in (CANCELLED, CANCELLED_AND_NOTIFIED):
                    raise CancelledError()
                if self._state == FINISHED:
                    return self.__get_result()
                self._condition.wait(timeout)
                if self._state in (CANCELLED, CANCELLED_AND_NOTIFIED):
                    raise CancelledError()
                if self._state == FINISHED:
                    return self.__get_result()
                raise TimeoutError()
        finally:
            self = None

    def exception(self, timeout=None):
        """The exception the call raised (None if it returned), waiting up
        to timeout seconds."""
        with self._condition:
            if self._state in (CANCELLED, CANCELLED_AND_NOTIFIED):
                raise CancelledError()
            if self._state == FINISHED:
                return self._exception
            self._condition.wait(timeout)
            if self._state in (CANCELLED, CANCELLED_AND_NOTIFIED):
                raise CancelledError()
            if self._state == FINISHED:
                return self._exception
            raise TimeoutError()

    # For executors and tests only.
    def set_running_or_notify_cancel(self):
        """Mark the future running (True), or see its cancellation (False)."""
        with self._condition:
            if self._state == CANCELLED:
                self._state = CANCELLED_AND_NOTIFIED
                for waiter in self._waiters:
                    waiter.add_cancelled(self)
                return False
            if self._state == PENDING:
                self._state = RUNNING
                return True
            sys.stderr.write('Future %s in unexpected state: %s\n' % (id(self), self._state))
            raise RuntimeError('Future in unexpected state')

    def set_result(self, result):
        """Finish the future with a return value."""
        with self._condition:
            if self._state in (CANCELLED, CANCELLED_AND_NOTIFIED, FINISHED):
                raise InvalidStateError('{}: {!r}'.format(self._state, self))
            self._result = result
            self._state = FINISHED
            for waiter in self._waiters:
                waiter.add_result(self)
            self._condition.notify_all()
        self._invoke_callbacks()

    def set_exception(self, exception):
        """Finish the future with an exception."""
        with self._condition:
            if self._state in (CANCELLED, CANCELLED_AND_NOTIFIED, FINISHED):
                raise InvalidStateError('{}: {!r}'.format(self._state, self))
            self._exception = exception
            self._state = FINISHED
            for waiter in self._waiters:
                waiter.add_exception(self)
            self._condition.notify_all()
        self._invoke_callbacks()

    __class_getitem__ = classmethod(types.GenericAlias)


class Executor:
    """The interface of an executor: submit, map, shutdown."""

    def submit(self, fn, /, *args, **kwargs):
        """Schedule fn(*args, **kwargs); returns its Future."""
        raise NotImplementedError()

    def map(self, fn, *iterables, timeout=None, chunksize=1):
        """Like map(fn, *iterables), the calls running concurrently.

        Every call is submitted at once; the results come back in order.
        __next__ raises TimeoutError if a result is not there `timeout`
        seconds after map() was called, and the call's exception if it
        raised."""
        if timeout is not None:
            end_time = timeout + time.monotonic()
        fs = [self.submit(fn, *args) for args in zip(*iterables)]

        def result_iterator():
            try:
                fs.reverse()  # pop() from the end: no reference kept to a yielded result
                while fs:
                    if timeout is None:
                        yield _result_or_cancel(fs.pop())
                    else:
                        yield _result_or_cancel(fs.pop(), end_time - time.monotonic())
            finally:
                for future in fs:
                    future.cancel()
        return result_iterator()

    def shutdown(self, wait=True, *, cancel_futures=False):
        """Free the executor's resources once the pending calls are done."""
        pass

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        self.shutdown(wait=True)
        return False
