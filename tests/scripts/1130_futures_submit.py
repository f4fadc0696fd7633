# concurrent.futures: submit() and what result() / exception() give back,
# for calls that return, raise (Exception and BaseException subclasses,
# chained exceptions), take keyword arguments or are not callable at all.
import threading
from concurrent.futures import ThreadPoolExecutor, Future, CancelledError


class Boom(Exception):
    def __init__(self, code):
        super().__init__("boom %d" % code)
        self.code = code


class Stop(BaseException):
    pass


def add(a, b=10, *rest, scale=1, **extra):
    return (a + b + sum(rest)) * scale, sorted(extra)


def raises(kind):
    if kind == "value":
        raise ValueError("bad value")
    if kind == "boom":
        raise Boom(7)
    if kind == "base":
        raise Stop("stopped")
    if kind == "chained":
        try:
            {}["missing"]
        except KeyError as e:
            raise RuntimeError("while looking up") from e
    if kind == "context":
        try:
            [][1]
        except IndexError:
            raise TypeError("in handler")
    return kind


with ThreadPoolExecutor(max_workers=2) as ex:
    print(ex.submit(add, 1).result())
    print(ex.submit(add, 1, 2, 3, 4, scale=2, fn="x", self="y").result())
    print(ex.submit(lambda: None).result(), ex.submit(lambda: None).exception())
    f = ex.submit(raises, "fine")
    print(f.result(), f.exception(), f.done(), f.cancelled(), f.running())

    for kind in ("value", "boom", "base", "chained", "context"):
        f = ex.submit(raises, kind)
        e = f.exception()
        print(kind, type(e).__name__, e, f.exception() is e, f.done())
        try:
            f.result()
        except BaseException as got:
            print("  result raised the same object:", got is e)
        print("  cause:", repr(e.__cause__), "context:", repr(e.__context__),
              "suppress:", e.__suppress_context__)
    print(ex.submit(raises, "boom").exception().code)

    # a non-callable is submitted fine; calling it fails in the worker
    f = ex.submit(42)
    print(type(f.exception()).__name__, f.exception())
    f = ex.submit(add)
    print(type(f.exception()).__name__, f.exception())
    f = ex.submit(add, 1, scale=2, b=3)
    print(f.result())
    f = ex.submit(add, 1, 2, b=3)
    print(type(f.exception()).__name__, f.exception())

    # the function is the only positional-only parameter: fn= is a kwarg
    print(ex.submit(lambda **kw: sorted(kw.items()), fn=1, self=2).result())
    try:
        ex.submit()
    except TypeError as e:
        print("TypeError", e)
    try:
        ex.submit(fn=print)
    except TypeError as e:
        print("TypeError", e)

    # the same Future object throughout; a result that is itself a Future
    inner = Future()
    outer = ex.submit(lambda: inner)
    print(outer.result() is inner, type(outer.result()).__name__, inner.done())

    # results computed on other threads are visible to the caller
    shared = []
    futs = [ex.submit(shared.append, i) for i in range(20)]
    print([f.result() for f in futs] == [None] * 20, sorted(shared) == list(range(20)))

    # a worker can see that it runs on another thread
    main = threading.current_thread()
    print(ex.submit(lambda: threading.current_thread() is main).result())

# result() after a cancellation from outside, and a second result()
f = Future()
f.cancel()
for call in (f.result, f.exception):
    try:
        call()
    except CancelledError as e:
        print(call.__name__, "CancelledError", repr(e), isinstance(e, Exception))
