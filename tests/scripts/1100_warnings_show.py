# warnings shown: CPython's format (file:line: Category: message, then the
# source line), to sys.stderr (replaced by a StringIO here) or a file, and
# the showwarning / formatwarning hooks
import io
import os
import sys
import warnings

THIS = os.path.basename(__file__)


def captured(fn):
    old = sys.stderr
    sys.stderr = buf = io.StringIO()
    try:
        fn()
    finally:
        sys.stderr = old
    return buf.getvalue().replace(__file__, THIS)


warnings.simplefilter("always")


def plain():
    warnings.warn("a user warning")
    warnings.warn("a runtime warning", RuntimeWarning)
    warnings.warn(DeprecationWarning("given as an instance"))
    warnings.warn(42)
    warnings.warn("  indented source follows")


print(captured(plain), end="")


def helper():
    warnings.warn("blame the caller", UserWarning, stacklevel=2)


def levels():
    helper()  # the line shown for stacklevel=2
    warnings.warn("far too deep", stacklevel=500)


print(captured(levels), end="")

# formatwarning with and without an explicit line
print(repr(warnings.formatwarning("msg", UserWarning, "f.py", 3)))
print(repr(warnings.formatwarning("msg", FutureWarning, "f.py", 3, line="  x = 1  ")))
print(repr(warnings.formatwarning("msg", UserWarning, "<string>", 1)))
print(repr(warnings.formatwarning("msg", UserWarning, THIS, 1)))
print(repr(warnings.formatwarning("msg", UserWarning, "f.py", 3, line="")))

# showwarning to a file
out = io.StringIO()
warnings.showwarning("to a file", SyntaxWarning, "g.py", 7, file=out, line="src()")
print(repr(out.getvalue()))

# a warning with a source object: the tracemalloc hint CPython gives
out = io.StringIO()
msg = warnings.WarningMessage("unclosed", ResourceWarning, "h.py", 2, out, "", source=object())
warnings._showwarnmsg_impl(msg)
print(repr(out.getvalue()))

# replaced hooks
seen = []


def my_show(message, category, filename, lineno, file=None, line=None):
    seen.append((str(message), category.__name__, os.path.basename(filename), lineno, file, line))


warnings.showwarning = my_show
warnings.warn("hooked")
print(seen)
warnings.showwarning = warnings._showwarning_orig


def my_format(message, category, filename, lineno, line=None):
    return "FORMATTED %s %s %s\n" % (category.__name__, message, lineno)


warnings.formatwarning = my_format
print(captured(lambda: warnings.warn("custom format", BytesWarning)), end="")
warnings.formatwarning = warnings._formatwarning_orig

warnings.showwarning = 5
try:
    warnings.warn("not callable")
except TypeError as e:
    print("TypeError:", e)
warnings.showwarning = warnings._showwarning_orig

# sys.stderr None: the warning is lost quietly
sys.stderr, old = None, sys.stderr
warnings.warn("lost")
sys.stderr = old
print("done")
