# next() raises StopIteration on exhausted iterators.
it = iter([1, 2])
print(next(it), next(it))
try:
    next(it)
except StopIteration as e:
    print("StopIteration", repr(str(e)))
print(next(it, "default"), next(iter([]), None), next(iter("x"), "d"))
it = iter(range(3))
out = []
while True:
    try:
        out.append(next(it))
    except StopIteration:
        break
print(out)
g = (x * x for x in range(3))
print(next(g), next(g), next(g), next(g, "done"))
try:
    next(g)
except StopIteration:
    print("generator exhausted")
d = iter({"a": 1, "b": 2})
print(next(d), next(d), next(d, "end"))
try:
    raise StopIteration("explicit")
except StopIteration as e:
    print("explicit:", e)
