# sys: the constants and functions scripts commonly use.
import sys

print(sys.maxsize, sys.maxsize == 2 ** 63 - 1, -sys.maxsize - 1)
print(sys.maxunicode, chr(sys.maxunicode) == "\U0010ffff")
print(sys.byteorder, sys.platform, sys.float_repr_style)
print(sys.modules["sys"] is sys, "builtins" in sys.modules, type(sys.modules).__name__)
import math
print(sys.modules["math"] is math)
print(type(sys.argv).__name__, len(sys.argv) >= 1, type(sys.path).__name__)
print(type(sys.executable).__name__, len(sys.executable) > 0)
print(sys.getdefaultencoding(), sys.getfilesystemencoding())
print(sys.getrecursionlimit())
sys.setrecursionlimit(2000)
print(sys.getrecursionlimit())
sys.setrecursionlimit(1000)
for bad in (0, -5, 1.5, [], 2 ** 70):
    try:
        sys.setrecursionlimit(bad)
    except (ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__, e)
print(type(sys.getsizeof(1)).__name__, sys.getsizeof([]) > 0, sys.getsizeof(object(), 0) > 0)


class Sized:
    def __sizeof__(self):
        return 100


class Negative:
    def __sizeof__(self):
        return -1


class NotInt:
    def __sizeof__(self):
        return "big"


print(sys.getsizeof(Sized()) >= 100)
for cls in (Negative, NotInt):
    try:
        sys.getsizeof(cls())
    except (ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__, e)
print(sys.stdout is sys.__stdout__, sys.stderr is sys.__stderr__, sys.stdin is sys.__stdin__)
print(sys.intern("abc") == "abc", sys.exc_info())
try:
    raise KeyError("k")
except KeyError:
    t, v, tb = sys.exc_info()
    print(t.__name__, v)
print(callable(sys.exit))
try:
    sys.exit(3)
except SystemExit as e:
    print("SystemExit", e.code)
sys.exit("bye")
