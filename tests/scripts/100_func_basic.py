# Function definition and calls.
def greet(name):
    return "Hello, " + name + "!"
print(greet("world"))
def add(a, b):
    return a + b
print(add(1, 2), add("x", "y"), add([1], [2]), add(1.5, 2))
def no_args():
    return "no args"
print(no_args())
def side_effect(lst):
    lst.append(len(lst))
data = []
side_effect(data); side_effect(data)
print(data)
def rebind(x):
    x = [99]
    return x
orig = [1]
print(rebind(orig), orig)
def square(n):
    return n * n
print([square(i) for i in range(6)])
print(square(square(3)), add(square(2), square(3)))
def describe(n):
    """Docstrings are allowed and ignored here."""
    kind = "even" if n % 2 == 0 else "odd"
    return str(n) + " is " + kind
print(describe(7), describe(10))
def big(n):
    return 2 ** n - 1
print(big(127))
def many(a, b, c, d, e, f, g, h):
    return a + b * c - d + e * f - g + h
print(many(1, 2, 3, 4, 5, 6, 7, 8))
print(greet.__name__, type(greet).__name__, callable(greet))
