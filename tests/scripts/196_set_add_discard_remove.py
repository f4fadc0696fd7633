# add, discard, remove.
s = set()
for v in [5, 1, 5, 3, 1]:
    s.add(v)
print(s, len(s))
s.add(1)
print(s)
s.discard(3)
s.discard(99)
print(s)
s.remove(5)
print(s)
try:
    s.remove(42)
except KeyError as e:
    print("KeyError:", e)
print(s.add(7), s.discard(7), s)
seen = set()
dups = []
for x in [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5]:
    if x in seen:
        dups.append(x)
    else:
        seen.add(x)
print(seen, dups)
w = set()
for word in "the cat and the hat and the bat".split():
    w.add(word)
print(sorted(w), len(w))
try:
    w.add([1])
except TypeError as e:
    print("TypeError:", e)
