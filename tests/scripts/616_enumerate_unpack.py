# `for i, x in enumerate(seq)` and `a, b = t`: the interpreter unpacks
# without making the pair, or reads the tuple's items directly; every
# other shape goes the general way and both must agree.
l = ["a", "b", "c"]
for i, x in enumerate(l):
    print(i, x)
for i, x in enumerate(("p", "q"), 5):
    print(i, x)
for i, x in enumerate(l, 2 ** 62 - 2):   # the count leaves the small ints
    print(i, x)
for i, x in enumerate(l, 2 ** 70):
    print(i, x)
for i, x in enumerate(l, -3):
    print(i, x)
m = [1, 2, 3]
for i, x in enumerate(m):              # appended while the loop runs
    if i == 0:
        m.append(9)
    print(i, x)
e = enumerate([10, 20, 30])
for i, x in e:                          # the same enumerate advanced by hand
    print(i, x)
    if i == 0:
        print("next", next(e))
print(list(e))
for i, x in enumerate("xy"):            # not a list or tuple
    print(i, x)
for i, x in enumerate(iter([7, 8])):
    print(i, x)
pairs = []
for p in enumerate([4, 5]):             # the pair itself kept
    pairs.append(p)
print(pairs)
try:
    for i, (a, b) in enumerate([(1, 2), (3,)]):
        print(i, a, b)
except ValueError as err:
    print("ValueError:", err)
for i, x in enumerate([]):
    print("never")
t = (1, 2)
a, b = t
print(a, b)
a, b, c = "xyz"
print(a, b, c)
a, b = [3, 4]
print(a, b)
(a, b), c = (5, 6), 7
print(a, b, c)
for bad in ((1, 2, 3), (1,), 5):
    try:
        a, b = bad
    except (ValueError, TypeError) as err:
        print(type(err).__name__ + ":", err)
