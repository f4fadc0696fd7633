# Closures capture variables from enclosing functions.
def make_multiplier(n):
    def mul(x):
        return x * n
    return mul
double = make_multiplier(2)
triple = make_multiplier(3)
print(double(5), triple(5), double(triple(2)))
def make_counter():
    count = 0
    def counter():
        nonlocal count
        count += 1
        return count
    return counter
c = make_counter()
print(c(), c(), c())
def make_stack():
    items = []
    def push(x):
        items.append(x)
    def pop():
        return items.pop()
    def size():
        return len(items)
    return push, pop, size
push, pop, size = make_stack()
push(1); push(2); push(3)
print(pop(), size())
def adder_chain(a):
    def b_(b):
        def c_(c):
            return a + b + c
        return c_
    return b_
print(adder_chain(1)(20)(300))
def make_memo(fn):
    cache = {}
    def wrapped(n):
        if n not in cache:
            cache[n] = fn(n)
        return cache[n]
    return wrapped
def slow_sq(n):
    print("computing", n)
    return n * n
fast = make_memo(slow_sq)
print(fast(4), fast(4), fast(5))
def shared():
    v = []
    def add(x):
        v.append(x)
    def get():
        return list(v)
    return add, get
add, get = shared()
add("a"); add("b")
print(get())
x = "global"
def outer():
    x = "enclosing"
    def inner():
        return x
    return inner
print(outer()())
