# The line a traceback entry names for decorators (the decorator's own
# line, innermost decorator called first) and for expressions spread over
# lines (tb_lineno).


def lines(fn):
    try:
        fn()
    except Exception as e:
        tb = e.__traceback__.tb_next
        out = []
        while tb is not None:
            out.append(tb.tb_lineno - BASE)
            tb = tb.tb_next
        print(fn.__name__, type(e).__name__, out)


BASE = 0


def bad_decorator(f):
    raise ValueError('decorator')


def good_decorator(f):
    return f


def deco_one():
    @bad_decorator
    def g():
        pass


def deco_outer_fails():
    @bad_decorator
    @good_decorator
    def g():
        pass


def deco_inner_fails():
    @good_decorator
    @bad_decorator
    def g():
        pass


def deco_class():
    @good_decorator
    @bad_decorator
    class C:
        pass


def multi_line_binop():
    x = (1 +
         None)


def multi_line_call():
    int(
        'x')


def multi_line_subscript():
    d = {}
    return d[
        'k']


def multi_line_method():
    s = 'a'
    return (s
            .nosuch())


def store_subscript():
    l = []
    l[
        0] = 1


for fn in [deco_one, deco_outer_fails, deco_inner_fails, deco_class, multi_line_binop, multi_line_call,
           multi_line_subscript, multi_line_method, store_subscript]:
    lines(fn)
