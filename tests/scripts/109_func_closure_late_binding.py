# Closures see the variable, not its value at creation time.
fns = []
for i in range(3):
    fns.append(lambda: i)
print([f() for f in fns])
fns2 = [lambda: j for j in range(3)]
print([f() for f in fns2])
fns3 = [lambda k=k: k for k in range(3)]
print([f() for f in fns3])
def make():
    out = []
    for n in range(3):
        def show(n=n):
            return n * 10
        out.append(show)
    return out
print([f() for f in make()])
def make_late():
    out = []
    v = "first"
    out.append(lambda: v)
    v = "second"
    return out[0]
print(make_late()())
def factory():
    fs = []
    for i in range(3):
        def maker(i):
            return lambda: i * i
        fs.append(maker(i))
    return fs
print([f() for f in factory()])
