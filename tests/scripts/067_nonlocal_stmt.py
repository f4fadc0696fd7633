# nonlocal declarations.
def counter():
    count = 0
    def inc():
        nonlocal count
        count += 1
        return count
    return inc
c1 = counter()
c2 = counter()
print(c1(), c1(), c1(), c2(), c1())
def outer():
    x = "outer"
    def middle():
        def inner():
            nonlocal x
            x = "changed by inner"
        inner()
    middle()
    return x
print(outer())
def accumulator(start):
    total = start
    def add(n):
        nonlocal total
        total += n
        return total
    def get():
        return total
    return add, get
add, get = accumulator(100)
add(5)
add(10)
print(get())
def two_levels():
    a = 1
    def f():
        a = 2
        def g():
            nonlocal a
            a = 3
        g()
        return a
    r = f()
    return a, r
print(two_levels())
def fib_gen():
    a, b = 0, 1
    def nxt():
        nonlocal a, b
        r = a
        a, b = b, a + b
        return r
    return nxt
f = fib_gen()
print([f() for _ in range(12)])
