# set.pop removes an arbitrary element (for small ints, CPython's first slot).
s = {5, 1, 3}
print(s.pop(), s)
print(s.pop(), s.pop(), s)
try:
    s.pop()
except KeyError as e:
    print("KeyError:", e)
t = set(range(5))
out = []
while t:
    out.append(t.pop())
print(out)
u = {3, 4}
popped = u.pop()
print(popped in {3, 4}, len(u))
