# reversed over sequences.
print(list(reversed([1, 2, 3])), list(reversed("abc")), list(reversed((1, 2))), list(reversed(range(5))))
print(list(reversed(range(0, 10, 3))), list(reversed([])), "".join(reversed("hello")))
r = reversed([1, 2])
print(next(r), next(r), next(r, "end"))
for x in reversed(range(3)):
    print(x, end=" ")
print()
print(list(reversed(list({"a": 1, "b": 2}))))
try:
    reversed(5)
except TypeError as e:
    print("TypeError:", e)
