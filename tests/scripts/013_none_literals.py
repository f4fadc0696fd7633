# None behaviour.
x = None
print(x, repr(x), str(x), x is None, x is not None, x == None)
print(type(None).__name__, bool(None), None or "default", None and 1)
def f():
    pass
def g():
    return
print(f(), g(), f() is None)
print([None, None], (None,), {None: None})
d = {}
print(d.get("missing"), d.get("missing", None) is None)
lst = [3, None, 1]
print([v for v in lst if v is not None])
print(None == 0, None == False, None == "", None != None)
print(print("inner") is None)
a = b = None
print(a is b)
