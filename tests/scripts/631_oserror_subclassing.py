# OSError subclasses defined by programs, raising and catching by errno class,
# multiple inheritance with ValueError (as io.UnsupportedOperation does).
class U(OSError, ValueError):
    pass

e = U("not readable")
print(isinstance(e, ValueError), isinstance(e, OSError), e, [c.__name__ for c in U.__mro__])
e = U(2, "x", "f")
print(e, e.errno, e.filename, type(e).__name__)
try:
    raise U("x")
except ValueError as x:
    print("caught", repr(x))

class AppError(OSError):
    def __init__(self, code, path):
        super().__init__(code, "app failure", path)
        self.code = code

e = AppError(7, "/tmp/q")
print(e, e.code, e.errno, e.strerror, e.filename, e.args)

def classify(err):
    try:
        raise OSError(err, "msg")
    except FileNotFoundError:
        return "missing"
    except (PermissionError, IsADirectoryError) as x:
        return "denied-or-dir " + type(x).__name__
    except ConnectionError as x:
        return "conn " + type(x).__name__
    except OSError as x:
        return "other " + type(x).__name__

for n in (2, 13, 21, 111, 32, 5):
    print(n, classify(n))

e = OSError(2, "No such file or directory", "a", None, "b")
print(e.filename2, str(e))
e.filename = None
print(str(e))
e.strerror = "changed"
e.filename = "z"
print(str(e), e.args)
del e.filename
print(e.filename)
print(issubclass(BrokenPipeError, ConnectionError), issubclass(TimeoutError, OSError))
print(BlockingIOError.__mro__[1].__name__, InterruptedError.__name__, ChildProcessError.__name__,
      ProcessLookupError.__name__, NotADirectoryError.__name__, FileExistsError.__name__)
