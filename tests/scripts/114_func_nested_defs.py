# Functions defined inside functions, three levels deep.
def level1(x):
    def level2(y):
        def level3(z):
            return x + y + z
        return level3(y * 10)
    return level2(x * 10)
print(level1(1), level1(2))
def make_ops():
    def add(a, b):
        return a + b
    def mul(a, b):
        return a * b
    def apply(op, a, b):
        return op(a, b)
    return apply(add, 2, 3), apply(mul, 2, 3)
print(make_ops())
def conditional_def(flag):
    if flag:
        def f():
            return "flag on"
    else:
        def f():
            return "flag off"
    return f()
print(conditional_def(True), conditional_def(False))
def redefine():
    def g():
        return 1
    first = g()
    def g():
        return 2
    return first, g()
print(redefine())
def recursive_inner(n):
    def helper(k, acc):
        if k == 0:
            return acc
        return helper(k - 1, acc * k)
    return helper(n, 1)
print(recursive_inner(10))
def outer_loop():
    results = []
    for i in range(3):
        def sq():
            return i * i
        results.append(sq())
    return results
print(outer_loop())
