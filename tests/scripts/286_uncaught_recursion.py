# Uncaught RecursionError from unbounded recursion.
def f(n):
    return f(n + 1)
print("starting")
f(0)
