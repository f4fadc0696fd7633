# Default values are evaluated once, when the def executes.
log = []
def make_default(v):
    log.append(v)
    return v
def f(a=make_default("a-default"), b=make_default("b-default")):
    return a, b
print(log)
print(f(), f(1), log)
defs = []
for i in range(3):
    def g(x=i):
        return x
    defs.append(g)
print([d() for d in defs])
def cache_fn(n, _cache={}):
    if n in _cache:
        return "cached " + str(_cache[n])
    _cache[n] = n * n
    return "computed " + str(_cache[n])
print(cache_fn(3), cache_fn(3), cache_fn(4), cache_fn(4))
x = [1]
def h(arg=x):
    return arg
x.append(2)
x = "rebound"
print(h())
