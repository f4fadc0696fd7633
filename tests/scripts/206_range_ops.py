# Slicing, membership and index on ranges.
r = range(0, 30, 3)
print(r[2:5], r[::2], r[::-1], r[-3:], r[1:-1:3], list(r[::-3]))
print(9 in r, 10 in r, -3 in r, 27 in r, 30 in r, 3.0 in r)
print(r.index(9), r.count(9), r.count(10))
neg = range(10, -10, -4)
print(list(neg), 2 in neg, 3 in neg, neg[1:3], list(neg[::-1]))
print(list(reversed(range(1, 4))), list(enumerate(range(5, 8))), list(zip(range(3), range(10, 13))))
try:
    r[10]
except IndexError as e:
    print("IndexError:", e)
try:
    r.index(4)
except ValueError as e:
    print("ValueError:", e)
try:
    range(1, 2, 0)
except ValueError as e:
    print("ValueError:", e)
try:
    range("5")
except TypeError as e:
    print("TypeError:", e)
