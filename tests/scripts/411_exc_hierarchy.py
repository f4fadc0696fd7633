# Level 2: the built-in exception hierarchy (docs/subset.md), caught through every base class.
classes = [BaseException, Exception, ArithmeticError, ZeroDivisionError, OverflowError, LookupError,
           KeyError, IndexError, ValueError, TypeError, AttributeError, NameError, UnboundLocalError,
           RuntimeError, RecursionError, NotImplementedError, StopIteration, AssertionError,
           ImportError, ModuleNotFoundError, MemoryError, KeyboardInterrupt, SystemExit, GeneratorExit]
for cls in classes:
    print(cls.__name__, cls.__base__.__name__, [c.__name__ for c in cls.__mro__])
for cls in classes:
    caught = []
    for base in classes:
        try:
            raise cls("m")
        except base:
            caught.append(base.__name__)
        except BaseException:
            pass
    print(cls.__name__, caught)
triggers = [
    lambda: 1 // 0, lambda: 2.0 ** 10000, lambda: {}["k"], lambda: [][1], lambda: int("x"),
    lambda: 1 + "a", lambda: (1).nope, lambda: undefined_name, lambda: next(iter([])),
]
for t in triggers:
    try:
        t()
    except LookupError as e:
        print("LookupError", type(e).__name__)
    except ArithmeticError as e:
        print("ArithmeticError", type(e).__name__)
    except Exception as e:
        print("Exception", type(e).__name__, e)
def rec(n):
    return rec(n + 1)
try:
    rec(0)
except RuntimeError as e:
    print(type(e).__name__, isinstance(e, RecursionError))
try:
    import no_such_module_here
except ImportError as e:
    print(type(e).__name__, e)
try:
    raise KeyboardInterrupt
except Exception:
    print("wrong")
except BaseException as e:
    print("KeyboardInterrupt is not an Exception:", repr(e))
