# Attribute reads of a local variable whose type is built in (int, float,
# str, bytes, slice, range, exceptions, functions, super objects):
# results, errors caught where they are raised, the line a traceback
# names, and Python code (a property reached through super()) running
# while the attribute is read.
import sys


def values():
    i, f, s, b = 7, 2.5, "abc", b"xy"
    sl, r = slice(1, 9, 2), range(2, 20, 3)
    e = KeyError("k", 2)
    print(i.real, i.imag, i.numerator, f.real, f.imag, b.hex(), b.upper())
    print(sl.start, sl.stop, sl.step, r.start, r.stop, r.step)
    print(e.args, values.__name__, values.__qualname__, s.upper())


def errors():
    n, s = 5, "text"
    for obj in (n, s, None, 1.5, (1, 2), [1], {}):
        try:
            obj.nope
        except AttributeError as exc:
            print(type(exc).__name__, exc)
    try:
        try:
            s.missing
        finally:
            print("finally runs")
    except AttributeError as exc:
        print("outer:", exc)
    # the error inside a comprehension and a generator
    try:
        [x.bad for x in (1, 2)]
    except AttributeError as exc:
        print("listcomp:", exc)
    g = (y.worse for y in ("a",))
    try:
        next(g)
    except AttributeError as exc:
        print("genexpr:", exc)


class Base:
    @property
    def who(self):
        print("  property runs, depth", len(stack()))
        return "base-" + type(self).__name__


def stack():
    out, f = [], sys._getframe(1)
    while f is not None:
        out.append(f.f_code.co_name)
        f = f.f_back
    return out


class Child(Base):
    @property
    def who(self):
        sup = super()
        got = sup.who      # a super object: its lookup runs Base.who
        return "child/" + got


values()
errors()
print(Child().who)


def loop():
    total = 0.0
    for k in range(1000):
        z = float(k)
        total += z.real + z.imag
    return total


print(loop())


def last():
    t = (1, 2)
    return t.missing_attr


last()
