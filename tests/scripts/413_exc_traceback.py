# Traceback objects: e.__traceback__, tb_next/tb_lineno, with_traceback,
# __exit__'s third argument, and re-raising an already raised exception.


def linenos(tb):
    out = []
    while tb is not None:
        out.append(tb.tb_lineno)
        tb = tb.tb_next
    return out


def inner():
    raise ValueError("boom")


def middle():
    inner()


def outer():
    middle()


e0 = ValueError("fresh")
print("before raise:", e0.__traceback__ is None)

try:
    outer()
except ValueError as e:
    print(type(e.__traceback__).__name__)
    print("chain:", linenos(e.__traceback__))
    saved = e

# captured view stays the same as the exception keeps going
def reraiser():
    global head
    try:
        middle()
    except ValueError as e:
        head = e.__traceback__
        print("inside:", linenos(head))
        raise


try:
    reraiser()
except ValueError as e:
    print("outside:", linenos(e.__traceback__))
    print("old head unchanged:", linenos(head))


# raise e of an already raised exception keeps appending
def raise_again(exc):
    raise exc


try:
    raise_again(saved)
except ValueError as e:
    print("raise again:", linenos(e.__traceback__))
    print("same object:", e is saved)

# with_traceback sets and returns e
x = KeyError("k")
tb = saved.__traceback__
print("with_traceback returns e:", x.with_traceback(tb) is x)
print("with_traceback chain:", linenos(x.__traceback__))
print("cleared:", x.with_traceback(None).__traceback__ is None)
try:
    x.with_traceback(5)
except TypeError as t:
    print("TypeError:", t)
try:
    x.__traceback__ = "no"
except TypeError as t:
    print("TypeError:", t)
try:
    del x.__traceback__
except TypeError as t:
    print("TypeError:", t)
x.__traceback__ = tb
print("set:", linenos(x.__traceback__))


# __exit__ gets the traceback as its third argument
class CM:
    def __enter__(self):
        return self

    def __exit__(self, et, ev, etb):
        print("exit:", et.__name__ if et else None, type(etb).__name__)
        if etb is not None:
            print("exit chain:", linenos(etb))
            print("exit tb is ev's:", linenos(etb) == linenos(ev.__traceback__))
        return True


with CM():
    outer()
with CM():
    pass


# a traceback in a cycle with its exception is collected
def make_cycle():
    try:
        inner()
    except ValueError as e:
        e.keep = e.__traceback__
        e.me = e


for _ in range(100):
    make_cycle()
import gc
gc.collect()
print("done")
