# warnings: the argument checks of warn/filterwarnings/simplefilter, the
# "module" and "once" actions with categories' subclasses, stacklevel past
# the outermost frame, catch_warnings misuse, WarningMessage's text.
import os
import warnings


def attempt(label, fn):
    try:
        r = fn()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "!", type(e).__name__, e)


class MyWarning(UserWarning):
    pass


class SubWarning(MyWarning):
    pass


with warnings.catch_warnings():
    attempt("bad action", lambda: warnings.filterwarnings("sometimes"))
    attempt("bad message", lambda: warnings.filterwarnings("ignore", message=5))
    attempt("bad category", lambda: warnings.filterwarnings("ignore", category=int))
    attempt("category instance", lambda: warnings.filterwarnings("ignore", category=UserWarning("x")))
    attempt("bad module", lambda: warnings.filterwarnings("ignore", module=1))
    attempt("negative lineno", lambda: warnings.filterwarnings("ignore", lineno=-1))
    attempt("str lineno", lambda: warnings.filterwarnings("ignore", lineno="1"))
    attempt("simple bad action", lambda: warnings.simplefilter("loud"))
    attempt("simple lineno", lambda: warnings.simplefilter("ignore", lineno=-3))
    attempt("warn bad category", lambda: warnings.warn("m", int))
    attempt("warn category instance", lambda: warnings.warn("m", UserWarning("x")))
    attempt("warn bad stacklevel", lambda: warnings.warn("m", stacklevel="1"))
    attempt("explicit no lineno", lambda: warnings.warn_explicit("m", UserWarning, "f.py", None))

with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("error", MyWarning)
    warnings.simplefilter("always", UserWarning, append=True)
    try:
        warnings.warn("sub", SubWarning)
    except MyWarning as e:
        print("error subclass", type(e).__name__, e.args)
    warnings.warn("plain user")
    warnings.warn(MyWarning("instance wins"), UserWarning) if False else None
    try:
        warnings.warn(SubWarning("instance"))
    except SubWarning as e:
        print("instance raised", e)
    print("recorded", [(w.category.__name__, str(w.message)) for w in log])

with warnings.catch_warnings(record=True) as log:
    warnings.resetwarnings()
    warnings.simplefilter("module")
    for i in range(3):
        warnings.warn("same text")
        warnings.warn("same text", MyWarning)
    warnings.warn_explicit("same text", UserWarning, "other.py", 10, module="other")
    warnings.warn_explicit("same text", UserWarning, "other.py", 11, module="other")
    print("module action", [(w.category.__name__, os.path.basename(w.filename)) for w in log])

with warnings.catch_warnings(record=True) as log:
    warnings.resetwarnings()
    warnings.simplefilter("once")

    def f(k):
        warnings.warn("once text %d" % (k % 2))

    for k in range(5):
        f(k)
    warnings.warn_explicit("once text 0", UserWarning, "x.py", 3)
    print("once", [str(w.message) for w in log])

with warnings.catch_warnings(record=True) as log:
    warnings.resetwarnings()
    warnings.simplefilter("always")
    warnings.filterwarnings("ignore", category=MyWarning)
    warnings.warn("a", SubWarning)
    warnings.warn("b", MyWarning)
    warnings.warn("c", UserWarning)
    warnings.filterwarnings("ignore", message="ski")
    warnings.warn("skip me")
    warnings.warn("do not skip me")
    warnings.filterwarnings("ignore", message=".*MIDDLE", )
    warnings.warn("a middle here")
    print("filtered", [str(w.message) for w in log])


def deep(level):
    warnings.warn("deep", stacklevel=level)


with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")
    for level in (0, 1, 2, 50):
        deep(level)
    print("stacklevels", [(os.path.basename(w.filename), w.lineno > 0) for w in log])
    print("past the top", log[-1].filename, log[-1].lineno, log[-1].module if hasattr(log[-1], "module") else "")
    w = log[0]
    print("message str", str(w).startswith("{message : UserWarning('deep'), category : 'UserWarning', filename : "),
          w.line, w.file, w.source)

cw = warnings.catch_warnings()
attempt("exit before enter", lambda: cw.__exit__(None, None, None))
cw.__enter__()
attempt("enter twice", lambda: cw.__enter__())
cw.__exit__(None, None, None)
print("repr", repr(warnings.catch_warnings()), repr(warnings.catch_warnings(record=True)))
print("format", repr(warnings.formatwarning("msg", MyWarning, "/a/b.py", 7, line="  code  ")))
print("format no line", repr(warnings.formatwarning("msg", DeprecationWarning, "nofile.py", 3)))
print("format instance", repr(warnings.formatwarning(MyWarning("inst"), MyWarning, "f.py", 1, "")))
