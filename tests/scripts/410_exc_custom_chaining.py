# Level 2: custom exception classes, the built-in hierarchy, args/str/repr, __cause__/__context__/__suppress_context__, raise from, bare raise.
import sys
class MyErr(Exception):
    def __init__(self, msg, code):
        super().__init__(msg, code)
        self.code = code
class Sub(MyErr): pass
try: raise Sub("bad", 3)
except MyErr as e: print(type(e).__name__, e.args, e.code, str(e), repr(e))
try:
    try: 1/0
    except ZeroDivisionError as e: raise ValueError("v") from e
except ValueError as e:
    print(repr(e.__cause__), repr(e.__context__), e.__suppress_context__)
try:
    try: {}['k']
    except KeyError: raise RuntimeError("r")
except RuntimeError as e:
    print(repr(e.__cause__), repr(e.__context__), e.__suppress_context__)
try:
    try: 1/0
    except ZeroDivisionError: raise ValueError("x") from None
except ValueError as e: print(e.__cause__, repr(e.__context__), e.__suppress_context__)
for cls in [ZeroDivisionError, OverflowError, KeyError, IndexError, UnboundLocalError, RecursionError, NotImplementedError, ModuleNotFoundError, KeyboardInterrupt, SystemExit, StopIteration, MemoryError, AssertionError, AttributeError]:
    print(cls.__name__, [c.__name__ for c in cls.__mro__])
def f():
    x += 1
try: f()
except UnboundLocalError as e: print(e)
except NameError: print("wrong")
try: import nonexistent_mod_xyz
except ImportError as e: print(type(e).__name__, e)
e = ValueError(1, 2); print(e.args, str(e), repr(e), str(ValueError()), repr(KeyError('a')), str(KeyError('a')))

print(StopIteration(5).value, SystemExit(3).code, SystemExit().code)
try: raise TypeError
except TypeError as e: print(repr(e))
class E2(Exception):
    def __str__(self): return "custom str"
try: raise E2()
except E2 as e: print(e, repr(e))
def g():
    try:
        return 1
    finally:
        print("fin")
print(g())
try:
    try: raise KeyError(1)
    finally: print("finally ran")
except KeyError as e: print("caught", e)
try: assert 1 == 2, "msg here"
except AssertionError as e: print(e.args)
try: sys.exit("bye")
except SystemExit as e: print("exit", e.code)
try: raise Exception("a", "b")
except Exception as e:
    print(e)
try:
    raise BaseException("base")
except Exception: print("no")
except BaseException as e: print("base", e)
e = Exception("x"); e.foo = 5; print(e.foo)
print(issubclass(KeyError, LookupError), issubclass(MyErr, Exception), MyErr.__bases__)
def gen_err():
    try:
        raise ValueError("inner")
    except ValueError:
        raise
try: gen_err()
except ValueError as e: print("reraised", e)
try:
    raise ValueError("w") from KeyError("k")
except ValueError as e: print(repr(e.__cause__))
e = RuntimeError("z"); e2 = e.with_traceback(None); print(e is e2)
print(ValueError("q").__cause__, ValueError("q").__context__)
try: raise 5
except TypeError as e: print(e)
try: raise ValueError from 5
except TypeError as e: print(e)
def chain():
    try:
        try:
            raise KeyError("first")
        except KeyError as e:
            raise ValueError("second") from e
    except ValueError as e:
        raise RuntimeError("third")
try:
    chain()
except RuntimeError as e:
    c = e
    names = []
    while c is not None:
        names.append(type(c).__name__ + ":" + str(c))
        c = c.__cause__ or c.__context__
    print(names)
def handler_ctx():
    try:
        raise ValueError("a")
    except ValueError:
        try:
            raise TypeError("b")
        except TypeError as inner:
            return inner
e = handler_ctx()
print(repr(e), repr(e.__context__))
try:
    try:
        raise ValueError("orig")
    finally:
        pass
except ValueError as e:
    print("after finally", e.__context__)
try:
    try:
        raise IndexError(1)
    except IndexError as e:
        e2 = e
        raise
except IndexError as e:
    print(e is e2)
e = ValueError("x")
e.__cause__ = KeyError("c")
print(e.__suppress_context__, repr(e.__cause__))
try:
    e.__cause__ = 5
except TypeError as err:
    print(err)
