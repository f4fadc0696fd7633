# __traceback__ is the same object while no frame is added; tb_next chains are stable; an outer traceback links to the inner one handed out before; a traceback set is the one read back.
import sys
def f():
    raise ValueError("x")
def g():
    f()
try:
    g()
except ValueError as e:
    a = e.__traceback__
    print(a is e.__traceback__, a.tb_next is a.tb_next, a.tb_next.tb_next is a.tb_next.tb_next)
    n = 0
    t = a
    while t is not None:
        n += 1
        t = t.tb_next
    print(n, a.tb_lineno)
    saved = e
def h():
    global inner
    try:
        g()
    except ValueError as e:
        inner = e.__traceback__
        raise
try:
    h()
except ValueError as e:
    outer = e.__traceback__
    print(outer is e.__traceback__, outer.tb_next is inner, inner.tb_next.tb_next.tb_next is None)
    e.__traceback__ = inner
    print(e.__traceback__ is inner, e.__traceback__.tb_lineno)
    e2 = e.with_traceback(None)
    print(e2.__traceback__)
