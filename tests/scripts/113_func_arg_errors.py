# TypeError messages for bad calls to user functions.
def zero():
    return 0
def one(a):
    return a
def two(a, b):
    return a + b
def opt(a, b=1, c=2):
    return a
def kwo(a, *, k):
    return a
def star(*args, k):
    return args
calls = [
    lambda: zero(1),
    lambda: zero(1, 2),
    lambda: one(),
    lambda: one(1, 2),
    lambda: two(1),
    lambda: two(),
    lambda: two(1, 2, 3),
    lambda: opt(),
    lambda: opt(1, 2, 3, 4),
    lambda: one(b=1),
    lambda: two(1, a=2),
    lambda: kwo(1),
    lambda: kwo(1, 2),
    lambda: star(1, 2),
    lambda: opt(1, d=4),
    lambda: zero(x=1),
    lambda: two(*[1, 2, 3]),
    lambda: one(**{"a": 1, "z": 2}),
]
for c in calls:
    try:
        c()
        print("ok")
    except TypeError as e:
        print(e)
