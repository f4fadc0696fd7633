# Keyword arguments.
def describe(name, age, city="unknown"):
    return f"{name} ({age}) from {city}"
print(describe("Ann", 30))
print(describe(age=25, name="Bob"))
print(describe("Cy", city="Paris", age=40))
print(describe("Di", 22, "Rome"))
def order(a, b, c):
    return [a, b, c]
print(order(1, c=3, b=2), order(c="z", a="x", b="y"))
calls = []
def note(v):
    calls.append(v)
    return v
print(order(note(1), c=note(3), b=note(2)), calls)
def f(x, y=0):
    return x - y
print(f(y=1, x=10), f(10, y=1), f(10))
for bad in [lambda: describe("Ann"), lambda: describe("Ann", 3, name="x"),
            lambda: describe("Ann", 3, country="X"), lambda: order(1, 2, 3, b=2)]:
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
print(sorted([3, 1, 2], reverse=True), "x".join(["a", "b"]), int("ff", base=16))
print(dict(a=1, b=2), print("p", end="!\n") or "printed")
