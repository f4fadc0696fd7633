# Level 2: uncaught exception raised from another (raise X from Y): exit 1, last line is the second exception.
def inner(x):
    return 1 / x
def middle(x):
    try:
        return inner(x)
    except ZeroDivisionError as e:
        raise ValueError("bad value") from e
def outer():
    try:
        middle(0)
    except ValueError:
        d = {}
        d["missing"]
outer()
