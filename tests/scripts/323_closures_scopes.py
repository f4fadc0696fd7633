# Closures (late binding, nonlocal, global), comprehension scopes, generator expressions (first iterable evaluated eagerly), defaults evaluated once, rebinding, unbound loop variables.
def make_counters():
    fs = []
    for i in range(3):
        fs.append(lambda: i)
    return [f() for f in fs]
print(make_counters())
def make_counters2():
    return [(lambda j=i: j)() for i in range(3)]
print(make_counters2())
def outer():
    x = 1
    def mid():
        def inner():
            nonlocal x
            x += 1
            return x
        return inner
    f = mid()
    f(); f()
    return x
print(outer())
def acc():
    total = 0
    def add(n):
        nonlocal total
        total += n
        return total
    return add
a = acc(); a(5); print(a(10))
g = 0
def setg():
    global g
    g += 1
    def inner():
        global g
        g *= 10
    inner()
setg(); print(g)
x = 'global'
def shadow():
    x = 'local'
    return [x for _ in range(1)], (lambda: x)()
print(shadow())
print([x for x in range(3)], x)
y = 10
print([y * i for i in range(3)])
print({i: i * i for i in range(4)})
print({i % 3 for i in range(10)})
print(list(i * 2 for i in range(4)))
print([(i, j) for i in range(3) for j in range(i)])
print([[j for j in range(i)] for i in range(4)])
print([i for i in range(10) if i % 2 if i > 3])
print(sum(x * x for x in range(10)))
print(max((len(w), w) for w in ['a', 'bbb', 'cc']))
def comp_closure():
    n = 3
    return [[n * k for k in range(j)] for j in range(n)]
print(comp_closure())
def comp_uses_later():
    fs = [lambda: k for k in range(3)]
    return [f() for f in fs]
print(comp_uses_later())
gen = (i for i in range(3))
print(next(gen), list(gen), list(gen))
try:
    [undefined_name for _ in range(1)]
except NameError as e:
    print(e)
try:
    print([1 for i in 5])
except TypeError as e:
    print(e)
try:
    print(list(i for i in 5))
except TypeError as e:
    print(e)
def first_iter_eval():
    log = []
    def it():
        log.append('it')
        return range(2)
    g = (x for x in it())
    log.append('made')
    list(g)
    return log
print(first_iter_eval())
def counter():
    c = 0
    def inc():
        nonlocal c
        c += 1
    for _ in range(5):
        inc()
    return c
print(counter())
def deep_closure():
    a = 1
    def l1():
        b = 2
        def l2():
            c = 3
            def l3():
                return a + b + c
            return l3
        return l2
    return l1()()()
print(deep_closure())
def defaults_eval():
    v = []
    def f(x, acc=v):
        acc.append(x)
        return acc
    f(1); f(2)
    return v
print(defaults_eval())
def mut_default(x, l=[]):
    l.append(x)
    return l
print(mut_default(1), mut_default(2))
def lambda_in_default(f=lambda: 'dflt'):
    return f()
print(lambda_in_default())
fib = lambda n: n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(15))
def rebinding():
    def f():
        return 1
    g = f
    def f():
        return 2
    return g(), f()
print(rebinding())
def loopvar_after():
    for i in range(3):
        pass
    return i
print(loopvar_after())
def unbound_loopvar():
    for i in range(0):
        pass
    return i
try:
    unbound_loopvar()
except UnboundLocalError as e:
    print(e)
def del_closure():
    v = 1
    def f():
        return v
    del v
    return f()
try:
    del_closure()
except NameError as e:
    print(type(e).__name__, e)
i = 'outer'
print([i for i in 'ab'], i)
def cond_global(flag):
    if flag:
        global newg
    newg = flag
cond_global(7)
print(newg)
