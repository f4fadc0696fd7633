# parameter without a default after one with a default, across '/'.
def f(x=1, /, y):
    pass
