# contextlib: contextmanager (value, teardown, exceptions passed in, caught,
# replaced, re-raised, generators that misbehave), as a decorator too;
# suppress, closing, nullcontext and ExitStack (order, suppression, callbacks,
# pop_all, exceptions raised while exiting).
from contextlib import contextmanager, suppress, closing, nullcontext, ExitStack

log = []


@contextmanager
def tag(name):
    log.append('<' + name + '>')
    try:
        yield name.upper()
    finally:
        log.append('</' + name + '>')


with tag('a') as v:
    log.append(v)
print(log)


@contextmanager
def catching(kind):
    try:
        yield
    except kind as e:
        print('caught inside:', type(e).__name__, e)


with catching(KeyError):
    raise KeyError('k')
print('after suppressed KeyError')
try:
    with catching(KeyError):
        raise ValueError('v')
except ValueError as e:
    print('passed through:', e)


@contextmanager
def replacing():
    try:
        yield
    except ZeroDivisionError:
        raise ValueError('replaced')


try:
    with replacing():
        1 / 0
except ValueError as e:
    print('replaced:', e, type(e.__context__).__name__)


@contextmanager
def no_yield():
    if False:
        yield


@contextmanager
def two_yields():
    yield 1
    yield 2


for cm in (no_yield, two_yields):
    try:
        with cm():
            pass
    except RuntimeError as e:
        print('RuntimeError:', e)


@contextmanager
def ignore_and_yield():
    try:
        yield
    except Exception:
        yield


try:
    with ignore_and_yield():
        raise KeyError('x')
except RuntimeError as e:
    print('RuntimeError:', e)


@contextmanager
def passthrough():
    yield


try:
    with passthrough():
        raise StopIteration('stop')
except StopIteration as e:
    print('StopIteration kept:', e)


@tag('deco')
def decorated(x):
    log.append('body %d' % x)
    return x * 2


log.clear()
print(decorated(3), decorated(4), log, decorated.__name__)

with suppress(KeyError, IndexError):
    [][1]
print('suppressed IndexError')
try:
    with suppress(KeyError):
        raise TypeError('t')
except TypeError as e:
    print('not suppressed:', e)


class Res:
    def __init__(self, n):
        self.n = n

    def close(self):
        print('closed', self.n)


with closing(Res(1)) as r:
    print('using', r.n)
with nullcontext(5) as five, nullcontext() as none:
    print(five, none)

with ExitStack() as stack:
    for i in range(3):
        stack.enter_context(tag('s%d' % i))
    stack.callback(print, 'callback', 1, end='!\n')
    stack.push(lambda *exc: print('push saw', exc[0]))
print(log[-6:])


class Swallow:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        print('swallow saw', exc[0].__name__ if exc[0] else None)
        return True


with ExitStack() as stack:
    stack.enter_context(Swallow())
    stack.callback(print, 'runs first')
    raise ValueError('swallowed')
print('after swallow')

try:
    with ExitStack() as stack:
        stack.callback(lambda: 1 / 0)
        stack.callback(print, 'second callback')
        raise KeyError('original')
except ZeroDivisionError as e:
    print('exit raised:', type(e).__name__, type(e.__context__).__name__)

with ExitStack() as outer:
    outer.callback(print, 'moved callback')
    inner = outer.pop_all()
print('outer closed')
inner.close()
try:
    ExitStack().enter_context(5)
except TypeError as e:
    print('TypeError:', e)
