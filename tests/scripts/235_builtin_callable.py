# callable.
def f():
    pass
print(callable(f), callable(lambda: 0), callable(len), callable(print), callable(int), callable(str))
print(callable(1), callable("f"), callable(None), callable([f]), callable(ValueError), callable(ValueError("x")))
print(callable("abc".upper), callable([].append), callable({}.get), callable(type), callable(callable))
handlers = [f, 1, len, "x", max]
print([callable(h) for h in handlers], [h.__name__ for h in handlers if callable(h)])
