"""Utilities for with-statements (fpy).

The source of fpy's built-in `contextlib` module, compiled into the binary
(tools/embed_py.py) and run on the first `import contextlib`: the
`contextmanager` decorator (a generator's code before `yield` is the
`__enter__`, after it the `__exit__`), `suppress`, `closing`,
`nullcontext`, `ExitStack`, `redirect_stdout`/`redirect_stderr`,
`chdir` and `AbstractContextManager`, with CPython 3.11's behaviour and
messages.  Not provided: the async forms.

Threads: no state of its own; each context manager object belongs to the
with-statement that uses it (a generator-based one may be entered once).
"""

import abc as _abc
import sys
from types import GenericAlias as _GenericAlias

__all__ = ['contextmanager', 'closing', 'nullcontext', 'suppress', 'ExitStack', 'ContextDecorator',
           'redirect_stdout', 'redirect_stderr', 'chdir', 'AbstractContextManager']


class AbstractContextManager(_abc.ABC):
    """The ABC of context managers: any class with __enter__ and __exit__
    is one; __enter__ returns self by default."""

    __class_getitem__ = classmethod(_GenericAlias)

    def __enter__(self):
        return self

    @_abc.abstractmethod
    def __exit__(self, exc_type, exc_value, traceback):
        return None

    @classmethod
    def __subclasshook__(cls, C):
        if cls is AbstractContextManager:
            for method in ("__enter__", "__exit__"):
                for B in C.__mro__:
                    if method in B.__dict__:
                        if B.__dict__[method] is None:
                            return NotImplemented
                        break
                else:
                    return NotImplemented
            return True
        return NotImplemented


class ContextDecorator:
    """A context manager that can also decorate a function: the call runs
    inside the with-statement."""

    def _recreate_cm(self):
        return self

    def __call__(self, func):
        def inner(*args, **kwds):
            with self._recreate_cm():
                return func(*args, **kwds)
        inner.__name__ = getattr(func, '__name__', 'inner')
        inner.__doc__ = getattr(func, '__doc__', None)
        inner.__wrapped__ = func
        return inner


class _GeneratorContextManager(ContextDecorator):
    def __init__(self, func, args, kwds):
        self.gen = func(*args, **kwds)
        self.func, self.args, self.kwds = func, args, kwds

    def _recreate_cm(self):
        return self.__class__(self.func, self.args, self.kwds)

    def __enter__(self):
        del self.args, self.kwds, self.func
        try:
            return next(self.gen)
        except StopIteration:
            raise RuntimeError("generator didn't yield") from None

    def __exit__(self, typ, value, traceback):
        if typ is None:
            try:
                next(self.gen)
            except StopIteration:
                return False
            else:
                raise RuntimeError("generator didn't stop")
        if value is None:
            value = typ()
        try:
            self.gen.throw(value)
        except StopIteration as exc:
            # the generator caught the exception and finished: suppressed,
            # unless what stopped it is the exception passed in
            return exc is not value
        except RuntimeError as exc:
            # a StopIteration raised in the body comes back wrapped
            if exc is value:
                exc.__traceback__ = traceback
                return False
            if isinstance(value, StopIteration) and exc.__cause__ is value:
                value.__traceback__ = traceback
                return False
            raise
        except BaseException as exc:
            if exc is not value:
                raise
            exc.__traceback__ = traceback
            return False
        raise RuntimeError("generator didn't stop after throw()")


def contextmanager(func):
    """@contextmanager def f(): setup; yield value; teardown -- makes f()
    usable in a with-statement."""
    def helper(*args, **kwds):
        return _GeneratorContextManager(func, args, kwds)
    helper.__name__ = getattr(func, '__name__', 'helper')
    helper.__doc__ = getattr(func, '__doc__', None)
    helper.__wrapped__ = func
    return helper


class closing:
    """with closing(thing) as t: ... calls thing.close() at the end."""

    def __init__(self, thing):
        self.thing = thing

    def __enter__(self):
        return self.thing

    def __exit__(self, *exc_info):
        self.thing.close()


class nullcontext:
    """A context manager that does nothing: with nullcontext(x) as y gives y = x."""

    def __init__(self, enter_result=None):
        self.enter_result = enter_result

    def __enter__(self):
        return self.enter_result

    def __exit__(self, *excinfo):
        pass


class suppress:
    """with suppress(KeyError): ... ignores those exceptions."""

    def __init__(self, *exceptions):
        self._exceptions = exceptions

    def __enter__(self):
        pass

    def __exit__(self, exctype, excinst, exctb):
        return exctype is not None and issubclass(exctype, self._exceptions)


class _RedirectStream:
    _stream = None

    def __init__(self, new_target):
        self._new_target = new_target
        self._old_targets = []  # a stack: the same object may be entered again

    def __enter__(self):
        import sys
        self._old_targets.append(getattr(sys, self._stream))
        setattr(sys, self._stream, self._new_target)
        return self._new_target

    def __exit__(self, exctype, excinst, exctb):
        import sys
        setattr(sys, self._stream, self._old_targets.pop())


class redirect_stdout(_RedirectStream):
    """with redirect_stdout(f): ... sends what is printed to f (sys.stdout
    is replaced, for every thread, until the block ends)."""

    _stream = "stdout"


class redirect_stderr(_RedirectStream):
    """with redirect_stderr(f): ... the same for sys.stderr."""

    _stream = "stderr"


class chdir:
    """with chdir(path): ... runs in that directory, then goes back."""

    def __init__(self, path):
        self.path = path
        self._old_cwd = []

    def __enter__(self):
        import os
        self._old_cwd.append(os.getcwd())
        os.chdir(self.path)

    def __exit__(self, *excinfo):
        import os
        os.chdir(self._old_cwd.pop())


class ExitStack:
    """Context managers and callbacks to exit in reverse order, as if nested."""

    def __init__(self):
        self._exit_callbacks = []

    def pop_all(self):
        """A new stack with this one's callbacks; this one is left empty."""
        new_stack = type(self)()
        new_stack._exit_callbacks = self._exit_callbacks
        self._exit_callbacks = []
        return new_stack

    def push(self, exit):
        """Add a context manager's __exit__ (or any callable with its signature)."""
        exit_method = getattr(type(exit), '__exit__', None)
        if exit_method is None:
            self._exit_callbacks.append(exit)
        else:
            self._exit_callbacks.append(lambda *exc, _cm=exit, _m=exit_method: _m(_cm, *exc))
        return exit

    def enter_context(self, cm):
        """Enter cm and push its __exit__; return what __enter__ returned."""
        cls = type(cm)
        try:
            enter = cls.__enter__
            exit = cls.__exit__
        except AttributeError:
            raise TypeError("'%s.%s' object does not support the context manager protocol"
                            % (cls.__module__, cls.__qualname__)) from None
        result = enter(cm)
        self._exit_callbacks.append(lambda *exc, _cm=cm, _m=exit: _m(_cm, *exc))
        return result

    def callback(self, callback, /, *args, **kwds):
        """Call callback(*args, **kwds) at exit (it never suppresses)."""
        def _exit_wrapper(exc_type, exc, tb):
            callback(*args, **kwds)
        _exit_wrapper.__wrapped__ = callback
        self._exit_callbacks.append(_exit_wrapper)
        return callback

    def close(self):
        self.__exit__(None, None, None)

    def __enter__(self):
        return self

    def __exit__(self, *exc_details):
        received_exc = exc_details[0] is not None
        # The exception being handled where __exit__ was called: an exception
        # a callback raises gets it as implicit context, but it should chain to
        # the exception the previous callback left instead.
        frame_exc = sys.exc_info()[1]

        def _fix_exception_context(new_exc, old_exc):
            # Find the end of the chain and point it at old_exc.
            while 1:
                exc_context = new_exc.__context__
                if exc_context is None or exc_context is old_exc:
                    return
                if exc_context is frame_exc:
                    break
                new_exc = exc_context
            new_exc.__context__ = old_exc

        suppressed = False
        pending_raise = False
        while self._exit_callbacks:
            cb = self._exit_callbacks.pop()
            try:
                if cb(*exc_details):
                    suppressed = True
                    pending_raise = False
                    exc_details = (None, None, None)
            except BaseException as new_exc:
                # the new exception replaces the one being handled, with it as context
                if exc_details[1] is not None and new_exc is not exc_details[1]:
                    _fix_exception_context(new_exc, exc_details[1])
                pending_raise = True
                exc_details = (type(new_exc), new_exc, new_exc.__traceback__)
        if pending_raise:
            # a bare raise would set the context again to the exception
            # being handled; keep the one set up above
            fixed_ctx = exc_details[1].__context__
            try:
                raise exc_details[1]
            except BaseException:
                exc_details[1].__context__ = fixed_ctx
                raise
        return received_exc and suppressed
