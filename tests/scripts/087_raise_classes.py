# raise E(msg) for each Level 1 builtin exception class.
classes = [ZeroDivisionError, KeyError, IndexError, ValueError, TypeError, NameError,
           AttributeError, StopIteration, OverflowError, RecursionError, AssertionError, Exception]
for cls in classes:
    try:
        raise cls("message for " + cls.__name__)
    except Exception as e:
        print(type(e).__name__, "|", e, "|", type(e) is cls, isinstance(e, Exception))
for cls in classes:
    try:
        raise cls
    except Exception as e:
        print(type(e).__name__, repr(str(e)))
for cls in classes:
    try:
        raise cls()
    except cls as e:
        print("caught by own class:", type(e).__name__)
e = ValueError("not raised yet")
print(type(e).__name__, str(e))
try:
    raise e
except ValueError as caught:
    print(caught is e)
print(str(KeyError("k")), str(KeyError(5)), str(KeyError()), str(IndexError(3)))
print(str(ValueError("a", "b")), str(Exception()), str(Exception(None)), str(TypeError(1.5)))
print(issubclass(ZeroDivisionError, Exception), issubclass(KeyError, Exception))
print(isinstance(StopIteration(), Exception), isinstance(ValueError(), TypeError))
errs = {"key": KeyError, "val": ValueError}
try:
    raise errs["val"]("looked up")
except ValueError as x:
    print("raised via dict:", x)
try:
    raise 5
except TypeError as t:
    print("TypeError:", t)
