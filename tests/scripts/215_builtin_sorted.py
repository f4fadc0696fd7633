# sorted returns a new list.
data = [3, 1, 4, 1, 5, 9, 2, 6]
print(sorted(data), data, sorted(data, reverse=True))
print(sorted("python"), sorted(("b", "a")), sorted({3: 0, 1: 0, 2: 0}), sorted({5, 2, 8}), sorted(range(5, 0, -1)))
print(sorted(["bb", "a", "ccc"], key=len), sorted(["bb", "a", "ccc"], key=len, reverse=True))
print(sorted([-3, 2, -1], key=abs), sorted([(1, "b"), (1, "a"), (0, "z")]))
print(sorted([], reverse=True), sorted([1.5, 1, True, 0.5]), sorted("aAbB"))
words = ["Banana", "apple", "cherry", "Apple"]
print(sorted(words), sorted(words, key=lambda w: (w.lower(), w)))
stable = sorted([("x", 2), ("y", 1), ("z", 2), ("w", 1)], key=lambda p: p[1])
print(stable)
try:
    sorted([1, "a"])
except TypeError as e:
    print("TypeError:", e)
