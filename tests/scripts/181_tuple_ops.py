# Tuple operators and methods.
a = (1, 2, 3)
b = (4, 5)
print(a + b, b + a, a * 2, 0 * a, a + (), () * 5)
print(2 in a, 9 in a, (1, 2) in a, (1, 2) in ((1, 2), 3))
print(a < b, (1, 2) < (1, 2, 0), (2,) > (1, 9), (1, "a") < (1, "b"), a == (1, 2, 3), a != [1, 2, 3])
t = (3, 1, 3, 3, 2)
print(t.count(3), t.count(9), t.index(1), t.index(3, 1), t.index(3, 3))
print(max(t), min(t), sum(t), sorted(t), tuple(sorted(t, reverse=True)))
print(len((0,) * 100), list(reversed(a)), tuple(reversed(a)))
acc = ()
for i in range(4):
    acc += (i,)
print(acc)
try:
    t.index(7)
except ValueError as e:
    print("ValueError:", e)
try:
    (1, 2) + [3]
except TypeError as e:
    print("TypeError:", e)
print(((1, 2), (1, 3)) < ((1, 2), (1, 4)), max([(1, "z"), (2, "a"), (2, "b")]))
