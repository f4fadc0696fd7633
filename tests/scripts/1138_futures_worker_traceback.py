# concurrent.futures: an exception raised in a worker reaches the caller
# with its traceback: caught, the traceback's entries in this file (the
# caller's line, then the worker's lines) are checked through tb_next and
# tb_lineno; uncaught at the end, the process prints it and exits 1.
import sys
from concurrent.futures import ThreadPoolExecutor, wait


class ParseError(Exception):
    pass


def parse(text):
    return check(text.strip())


def check(word):
    if not word.isdigit():
        raise ParseError("not a number: %r" % word)
    return int(word)


def lines_of(tb):
    out = []
    while tb is not None:
        out.append(tb.tb_lineno)
        tb = tb.tb_next
    return out


HERE = {}  # line numbers of this file, found by their text
with open(__file__) as src:
    for n, line in enumerate(src, 1):
        if "for key in" in line:
            continue
        for key in ("return check(", "raise ParseError(", "fut.result()  # caller", "raise ValueError(\"reraised"):
            if key in line and key not in HERE:
                HERE[key] = n

with ThreadPoolExecutor(max_workers=2) as ex:
    print([f.result() for f in [ex.submit(parse, " 12 "), ex.submit(parse, "7")]])
    fut = ex.submit(parse, "x1")
    try:
        fut.result()  # caller
    except ParseError as e:
        tb = e.__traceback__
        print("caught", repr(e), tb is not None, type(tb).__name__)
        ls = lines_of(tb)
        print("starts at the caller:", ls[0] == HERE["fut.result()  # caller"])
        print("ends in the worker:", ls[-2:] == [HERE["return check("], HERE["raise ParseError("]])
        print("more frames between:", len(ls) >= 3)
        print(e.__traceback__ is tb, isinstance(tb.tb_lineno, int))
    # the exception object is the one the worker raised, every time
    e1 = fut.exception()
    print(e1 is fut.exception(), type(e1).__name__, e1.args)
    tb_lines = lines_of(e1.__traceback__)
    print("exception() keeps the worker's lines:", HERE["raise ParseError("] in tb_lines)

    # re-raising in the caller adds the caller's frames in front
    def handler():
        try:
            fut.result()
        except ParseError:
            raise

    try:
        handler()
    except ParseError as e:
        print("re-raised:", lines_of(e.__traceback__)[-1] == HERE["raise ParseError("])

    # raise ... from the worker's exception
    try:
        try:
            fut.result()
        except ParseError as inner:
            raise ValueError("reraised: bad input") from inner
    except ValueError as e:
        print(repr(e), repr(e.__cause__), e.__cause__ is e1)
        print(lines_of(e.__traceback__) == [HERE["raise ValueError(\"reraised"]])

    # a worker that fails while handling another exception
    def nested():
        try:
            parse("?")
        except ParseError as err:
            raise KeyError("lookup during handling") from None

    f = ex.submit(nested)
    done, _ = wait([f])
    e = f.exception()
    print(repr(e), e.__suppress_context__, type(e.__context__).__name__)

# a plain thread's uncaught exception is printed to sys.stderr, whatever it is now
import contextlib, io, threading  # noqa: E401,E402
err = io.StringIO()
with contextlib.redirect_stderr(err):
    t = threading.Thread(target=parse, args=("t",), name="reader")
    t.start()
    t.join()
    sys.excepthook(ParseError, ParseError("by hand"), None)
lines = err.getvalue().splitlines()
print(lines[0], "|", lines[1], "|", [l for l in lines if l.startswith("ParseError")])

sys.stdout.flush()
# uncaught: the traceback goes to stderr and the exit code is 1
with ThreadPoolExecutor(max_workers=1) as ex:
    results = ex.map(parse, ["1", "2", "three", "4"])
    for r in results:
        print("got", r)
