# sys._getframe: the calling frames, read where the call is made
# (f_code, f_globals, f_lineno, f_back, f_builtins)
import sys


def chain(f):
    out = []
    while f is not None:
        out.append((f.f_code.co_name, f.f_lineno))
        f = f.f_back
    return out


def a():
    return b()


def b():
    return chain(sys._getframe())


print(a())
print(chain(sys._getframe()))


def depth(n):
    # f_lineno of a running frame: fpy gives the line of the _getframe call
    f = sys._getframe(n); return f.f_code.co_name, f.f_lineno


def outer():
    return [depth(0), depth(1), depth(2)]


print(outer())
print(sys._getframe(0).f_globals is globals(), sys._getframe().f_builtins is __builtins__.__dict__ if hasattr(__builtins__, "__dict__") else True)
print(sys._getframe().f_code.co_filename == __file__, type(sys._getframe()).__name__)
print(repr(sys._getframe()).startswith("<frame at 0x"), repr(sys._getframe()).endswith(", line %d, code <module>>" % sys._getframe().f_lineno))


# frames of generators, methods, comprehensions and lambdas
def gen():
    yield sys._getframe().f_code.co_name, sys._getframe(1).f_code.co_name


def consume():
    return list(gen())


print(consume())


class K:
    def method(self):
        return sys._getframe().f_code.co_name, sys._getframe(1).f_lineno

    @property
    def prop(self):
        return sys._getframe(1).f_code.co_name


print(K().method(), K().prop)
print((lambda: sys._getframe().f_code.co_name)())
print([sys._getframe().f_code.co_name for _ in range(1)])

# a module's globals seen from a function defined elsewhere
ns = {}
exec("import sys\ndef g():\n    return sys._getframe().f_globals\n", ns)
print(ns["g"]() is ns)

# errors
for arg in (100000, "1", 1.5):
    try:
        sys._getframe(arg)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
print(sys._getframe(-5).f_code.co_name)
try:
    sys._getframe(0, 1)
except TypeError as e:
    print("TypeError")
