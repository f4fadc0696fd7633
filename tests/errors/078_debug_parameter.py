# nor be a parameter's name.
def f(a, *, __debug__=1):
    return a
