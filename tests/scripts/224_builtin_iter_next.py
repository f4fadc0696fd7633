# iter and next.
it = iter([10, 20, 30])
print(next(it), next(it), next(it), next(it, "exhausted"), next(it, None))
s = iter("ab")
print(next(s), next(s), next(s, ""))
d = iter({"k1": 1, "k2": 2})
print(list(d), list(d))
r = iter(range(3))
print(next(r), list(r))
t = iter((1,))
print(next(t), next(t, "t-done"))
st = iter({7})
print(next(st))
it2 = iter([1, 2, 3, 4])
for v in it2:
    if v == 2:
        break
print("rest:", list(it2))
a = iter([1, 2, 3])
b = iter(a)
print(a is b, next(a), next(b))
print(list(zip(*[iter(range(6))] * 2)))
try:
    next(iter([]))
except StopIteration:
    print("StopIteration")
try:
    iter(5)
except TypeError as e:
    print("TypeError:", e)
try:
    next([1])
except TypeError as e:
    print("TypeError:", e)
