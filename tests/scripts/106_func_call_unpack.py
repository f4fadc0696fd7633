# Unpacking iterables and dicts into calls.
def f(a, b, c):
    return a * 100 + b * 10 + c
args = [1, 2, 3]
print(f(*args), f(*(4, 5, 6)), f(*range(3)), f(1, *[2, 3]), f(*[1], *[2], *[3]))
kw = {"a": 7, "b": 8, "c": 9}
print(f(**kw), f(1, **{"b": 0, "c": 0}), f(*[1], **{"c": 5, "b": 4}))
print(f(*[int(c) for c in "123"]))
def show(*a, **k):
    return a, k
print(show(*[1, 2], 3, *(4,), x=1, **{"y": 2}, z=3))
print(max(*[3, 9, 4]), min(*"hello"), print(*[1, 2, 3], sep="-"))
pairs = [(1, 2), (3, 4)]
print([f(*p, 0) for p in pairs])
print(list(zip(*[(1, "a"), (2, "b"), (3, "c")])))
matrix = [[1, 2, 3], [4, 5, 6]]
print([list(col) for col in zip(*matrix)])
for bad in [lambda: f(*[1, 2]), lambda: f(**{"a": 1, "b": 2, "c": 3, "d": 4})]:
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
