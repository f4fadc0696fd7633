# Level 2: generators: send, throw, close, GeneratorExit, yield from delegation and return values, PEP 479, running-generator errors.
def echo():
    r = None
    while True:
        try:
            x = yield r
        except ValueError as e:
            r = "caught " + str(e)
            continue
        except GeneratorExit:
            print("closing")
            raise
        r = x * 2 if x is not None else "none"
g = echo()
print(next(g), g.send(3), g.send(None), g.throw(ValueError("v")), g.send(5))
g.close(); print("closed")
try: g.send(1)
except StopIteration as e: print("stop", e.value)
def ret():
    yield 1
    return "done"
def deleg():
    r = yield from ret()
    print("got", r)
    r2 = yield from [7, 8]
    print("r2", r2)
    return r
print(list(deleg()))
g = ret(); next(g)
try: next(g)
except StopIteration as e: print("value", e.value, e.args)
def thrower():
    try:
        yield 1
        yield 2
    finally:
        print("fin")
g = thrower(); next(g)
try: g.throw(KeyError("k"))
except KeyError as e: print("prop", e)
def sub():
    try:
        yield "a"
    except TypeError:
        yield "handled in sub"
    return "sub ret"
def outer():
    x = yield from sub()
    yield x
g = outer(); print(next(g), g.throw(TypeError), next(g))
def bad():
    yield 1
    raise StopIteration("x")
try: list(bad())
except RuntimeError as e: print("RT", e, repr(e.__cause__))
g = echo(); print(g.close())
try: echo().send(5)
except TypeError as e: print(e)
def running():
    g.send(None)
    yield
def selfref():
    yield me.send(None)
me = selfref()
try: next(me)
except ValueError as e: print(e)
ge = (x*x for x in range(5)); print(next(ge), list(ge))
print(sum(x for x in range(10) if x % 2))
def fib():
    a, b = 0, 1
    while True:
        yield a; a, b = b, a + b

f = fib(); print([next(f) for _ in range(10)])
def counter(n):
    i = 0
    while i < n:
        got = yield i
        if got: i = got
        else: i += 1
c = counter(10); print(next(c), c.send(5), next(c))
print(type(fib()).__name__, iter(f) is f)
def gclose():
    try: yield 1
    finally: return 5
g = gclose(); next(g); print(g.close())
def gen_with_exc_ctx():
    try: raise ValueError("a")
    except ValueError:
        yield 1
        raise
g = gen_with_exc_ctx(); next(g)
try: next(g)
except ValueError as e: print("reraised from gen", e)
def throw_type():
    try: yield
    except Exception as e: yield repr(e)
g = throw_type(); next(g); print(g.throw(ValueError))
g = throw_type(); next(g); print(g.throw(ValueError, ValueError("inst")))
def yf_close():
    try: yield from thrower()
    finally: print("outer fin")
g = yf_close(); next(g); g.close()
print(g.gi_running if hasattr(g, "gi_running") else "n/a")
