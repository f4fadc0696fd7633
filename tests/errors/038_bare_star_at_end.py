def f(a, *):
    pass
