# Level 2: uncaught raise ... from None.
try:
    1/0
except ZeroDivisionError:
    raise ValueError("x") from None
