# concurrent.futures.Future on its own: the states and their checks,
# set_result / set_exception from outside an executor, InvalidStateError,
# done callbacks (before and after completion, on cancel, one that raises:
# reported on stderr, the others still run), result()/exception() timeouts
# and the repr (its address taken out).
import contextlib
import io
import re
import threading
from concurrent.futures import Future, InvalidStateError, CancelledError
from concurrent.futures import _base


def r(f):
    return re.sub(r" at 0x[0-9a-f]+", "", repr(f))


def flags(f):
    return f.done(), f.running(), f.cancelled()


f = Future()
print(r(f), flags(f), f._state)
print(f.set_running_or_notify_cancel(), r(f), flags(f))
print(f.cancel(), flags(f))
f.set_result(None)
print(r(f), flags(f), f.result(), f.exception())
for setter, arg in ((f.set_result, 1), (f.set_exception, ValueError())):
    try:
        setter(arg)
    except InvalidStateError as e:
        print(setter.__name__, "InvalidStateError", re.sub(r" at 0x[0-9a-f]+", "", str(e)))
print(issubclass(InvalidStateError, _base.Error), issubclass(CancelledError, Exception))

# set_exception on a pending future (never marked running)
g = Future()
g.set_exception(ZeroDivisionError("zero"))
print(r(g), flags(g), repr(g.exception()))
try:
    g.result()
except ZeroDivisionError as e:
    print("raised", e)
# an exception class instead of an instance
h = Future()
h.set_exception(LookupError)
print(r(h), h.exception())
try:
    h.result()
except LookupError as e:
    print("raised", type(e).__name__, repr(e))
# the repr names the result's class
for value in (3, "s", [1], None, Future()):
    k = Future()
    k.set_result(value)
    print(r(k))

# a cancelled future: done, and set_* refuse it
c = Future()
print(c.cancel(), r(c), flags(c))
for setter, arg in ((c.set_result, 1), (c.set_exception, ValueError())):
    try:
        setter(arg)
    except InvalidStateError as e:
        print("InvalidStateError", re.sub(r" at 0x[0-9a-f]+", "", str(e)))
print(c.set_running_or_notify_cancel(), c._state, r(c))
err = io.StringIO()
with contextlib.redirect_stderr(err):
    try:
        c.set_running_or_notify_cancel()
    except RuntimeError as e:
        print("RuntimeError", e)
    m = Future()
    m.set_running_or_notify_cancel()
    try:
        m.set_running_or_notify_cancel()
    except RuntimeError as e:
        print("RuntimeError", e)
print(re.sub(r"\d+", "N", err.getvalue().strip()))

# callbacks: in the order added, once each, with the future; late ones at once
log = []
f = Future()
f.add_done_callback(lambda fut: log.append(("a", fut is f, fut.result())))
f.add_done_callback(lambda fut: log.append(("b", fut.done())))
print(log)
f.set_result(5)
f.add_done_callback(lambda fut: log.append(("late", fut.result())))
print(log)
c = Future()
c.add_done_callback(lambda fut: log.append(("on cancel", fut.cancelled())))
c.cancel()
c.cancel()
print(log[-1], len(log))

# a callback that raises: reported, the next ones still run
err = io.StringIO()
log = []


def bad(fut):
    raise ValueError("callback failed for %r" % fut.result())


with contextlib.redirect_stderr(err):
    f = Future()
    f.add_done_callback(bad)
    f.add_done_callback(lambda fut: log.append("after bad"))
    f.set_result(7)
    f.add_done_callback(bad)  # already done: runs (and fails) now
    g = Future()
    g.add_done_callback(lambda fut: fut.result())
    g.cancel()
lines = err.getvalue().splitlines()
print(log)
reports = [re.sub(r" at 0x[0-9a-f]+", "", l) for l in lines if l.startswith("exception calling")]
print(reports)
print([l for l in lines if not l.startswith(" ") and "Error" in l])


# a BaseException from a callback is not caught
class Fatal(BaseException):
    pass


def fatal(fut):
    raise Fatal("stop")


f = Future()
f.add_done_callback(fatal)
try:
    f.set_result(1)
except Fatal as e:
    print("Fatal escaped set_result:", e, f.done(), f.result())

# the callback runs on the thread that finished the future
where = []
f = Future()
f.add_done_callback(lambda fut: where.append(threading.current_thread().name))
t = threading.Thread(target=f.set_result, args=(1,), name="finisher")
t.start()
t.join()
print(where)

# result() and exception() with a timeout
p = Future()
for call in (p.result, p.exception):
    for timeout in (0, 0.01, -1):
        try:
            call(timeout)
        except TimeoutError as e:
            print(call.__name__, timeout, "TimeoutError", repr(e))
started = threading.Event()


def finish_later():
    started.wait()
    p.set_result("late")


t = threading.Thread(target=finish_later)
t.start()
started.set()
print(p.result(timeout=10), p.exception(timeout=10))
t.join()
q = Future()
threading.Timer(0.01, q.cancel).start()
try:
    q.result(timeout=10)
except CancelledError:
    print("cancelled while waiting")
