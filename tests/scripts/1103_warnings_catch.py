# catch_warnings: record=True collects WarningMessage objects, action=
# installs a filter for the block, everything is restored on exit (also
# after an exception); nesting, repr, misuse; stacklevel and the module
# a warning is attributed to
import os
import sys
import warnings

orig_filters = warnings.filters
orig_show = warnings.showwarning


def where(w):
    return "%s:%s" % (os.path.basename(w.filename), w.lineno)


with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")
    warnings.warn("one")
    warnings.warn("two", RuntimeWarning)
    warnings.warn(FutureWarning("three"))
    print(warnings.filters is not orig_filters, warnings.showwarning is warnings._showwarning_orig)
print(len(log))
for w in log:
    print(type(w).__name__, repr(w.message), w.category.__name__, where(w), w.file, w.line, w.source)
print(str(log[0]).replace(__file__, "THIS"))
print(warnings.filters is orig_filters, warnings.showwarning is orig_show)

# action=...: a simple filter for the block only
with warnings.catch_warnings(action="error"):
    try:
        warnings.warn("as error")
    except UserWarning as e:
        print("raised", e)
with warnings.catch_warnings(record=True, action="ignore", category=RuntimeWarning) as log:
    warnings.simplefilter("always", UserWarning)
    warnings.warn("ignored", RuntimeWarning)
    warnings.warn("kept")
print([str(w.message) for w in log])
with warnings.catch_warnings(record=True, action="once") as log:
    for i in range(3):
        warnings.warn("once only")
print([str(w.message) for w in log])

# without record: None, showwarning kept
with warnings.catch_warnings() as nothing:
    print(nothing, warnings.showwarning is orig_show)

# restored after an exception
try:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        raise KeyError("k")
except KeyError:
    pass
print(warnings.filters is orig_filters, [f[0] for f in warnings.filters][:2])

# nesting
with warnings.catch_warnings(record=True) as outer:
    warnings.simplefilter("always")
    warnings.warn("outer 1")
    with warnings.catch_warnings(record=True) as inner:
        warnings.warn("inner")
    warnings.warn("outer 2")
print([str(w.message) for w in outer], [str(w.message) for w in inner])

# repr and misuse
cw = warnings.catch_warnings(record=True)
print(repr(cw), repr(warnings.catch_warnings()))
try:
    cw.__exit__(None, None, None)
except RuntimeError as e:
    print("RuntimeError", e)
with cw:
    try:
        cw.__enter__()
    except RuntimeError as e:
        print("RuntimeError", e)
try:
    warnings.catch_warnings(True)
except TypeError:
    print("TypeError: keyword-only")

# stacklevel: 1 the caller of warn, 2 its caller, ...
def inner_fn(level):
    warnings.warn("level %d" % level, stacklevel=level)


def middle(level):
    inner_fn(level)


with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")
    for level in (0, 1, 2, 3, 4, 50):
        middle(level)
    warnings.warn("negative", stacklevel=-3)
for w in log:
    print(str(w.message), where(w))

# the module a warning is attributed to: the __name__ of the frame's globals
ns = {"__name__": "fake.module", "warnings": warnings}
exec("def f():\n    warnings.warn('from exec')\n", ns)
with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")
    warnings.filterwarnings("error", module="fake")
    try:
        ns["f"]()
    except UserWarning as e:
        print("raised", e)
print(sorted(k for k in ns if k != "__builtins__"))
ns2 = {"warnings": warnings}
exec("def f():\n    warnings.warn('no name')\n", ns2)
with warnings.catch_warnings(record=True) as log:
    warnings.filterwarnings("error", module="<string>")
    try:
        ns2["f"]()
    except UserWarning as e:
        print("raised", e, log)
