# contextlib: contextmanager error paths, suppress, ExitStack, nullcontext,
# closing, redirect_stdout/stderr.
import contextlib, io, sys

@contextlib.contextmanager
def cm(tag, swallow=False):
    print('enter', tag)
    try:
        yield tag.upper()
    except ValueError as e:
        print('caught', tag, e)
        if not swallow:
            raise
    finally:
        print('exit', tag)

with cm('a') as v:
    print('body', v)
with cm('b', swallow=True):
    raise ValueError('boom')
try:
    with cm('c'):
        raise ValueError('again')
except ValueError as e:
    print('outer', e)
try:
    with cm('d'):
        raise KeyError('k')
except KeyError as e:
    print('outer KeyError', e)

@contextlib.contextmanager
def noyield():
    if False:
        yield
try:
    with noyield():
        pass
except RuntimeError as e:
    print('RuntimeError', e)

@contextlib.contextmanager
def twoyield():
    yield 1
    yield 2
try:
    with twoyield():
        pass
except RuntimeError as e:
    print('RuntimeError', e)

@contextlib.contextmanager
def keep():
    yield
try:
    with keep():
        raise StopIteration('si')
except StopIteration as e:
    print('StopIteration passed through', e)

@contextlib.contextmanager
def convert():
    try:
        yield
    except ZeroDivisionError as e:
        raise ArithmeticError('converted') from e
try:
    with convert():
        1 / 0
except ArithmeticError as e:
    print(type(e).__name__, e, type(e.__cause__).__name__)

@contextlib.contextmanager
def reusable():
    yield
c = reusable()
with c:
    pass
try:
    with c:
        pass
except (RuntimeError, AttributeError) as e:
    print(type(e).__name__)

@cm('deco')
def decorated(x):
    print('in decorated', x)
    return x * 2
print(decorated(3))

with contextlib.suppress(KeyError, IndexError):
    [][1]
print('suppressed')
try:
    with contextlib.suppress(KeyError):
        raise ValueError('nope')
except ValueError as e:
    print('not suppressed', e)
with contextlib.suppress():
    pass

log = []
with contextlib.ExitStack() as st:
    st.callback(log.append, 'cb1')
    r = st.enter_context(cm('es'))
    print('entered', r)
    @st.push
    def exit_fn(et, ev, tb):
        log.append(('push', et))
    st.callback(lambda *a, **k: log.append(('cb2', a, k)), 1, x=2)
print(log)

log = []
with contextlib.ExitStack() as st:
    st.callback(log.append, 'kept')
    st2 = st.pop_all()
print('after pop_all', log)
st2.close()
print('after close', log)

def raiser(msg):
    def f(*exc):
        raise RuntimeError(msg)
    return f
try:
    with contextlib.ExitStack() as st:
        st.push(raiser('first pushed'))
        st.push(raiser('second pushed'))
        raise KeyError('body')
except RuntimeError as e:
    chain = []
    x = e
    while x is not None:
        chain.append(repr(x))
        x = x.__context__
    print(chain)

with contextlib.ExitStack() as st:
    st.push(lambda *e: True)
    raise ValueError('swallowed by exit stack')
print('continued')
try:
    contextlib.ExitStack().enter_context(object())
except TypeError as e:
    print('TypeError', e)

with contextlib.nullcontext(5) as n:
    print('null', n)
with contextlib.nullcontext() as n:
    print('null', n)

class Res:
    def close(self):
        print('closed')
with contextlib.closing(Res()) as r:
    print('using', type(r).__name__)

buf = io.StringIO()
with contextlib.redirect_stdout(buf) as b:
    print('into buffer')
    print(b is buf)
ebuf = io.StringIO()
with contextlib.redirect_stderr(ebuf):
    sys.stderr.write('err text\n')
print(repr(buf.getvalue()), repr(ebuf.getvalue()))
print(isinstance(contextlib.nullcontext(), contextlib.AbstractContextManager))
