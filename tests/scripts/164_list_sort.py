# list.sort in place.
a = [5, 2, 9, 1, 5, 6, -3, 0]
r = a.sort()
print(a, r)
a.sort(reverse=True)
print(a)
words = ["banana", "Apple", "cherry", "apple", "Banana"]
words.sort()
print(words)
f = [3.5, -1, 2, 10 ** 20, 0.0, -2.5]
f.sort()
print(f)
t = [(2, "b"), (1, "z"), (2, "a"), (1, "a")]
t.sort()
print(t)
nested = [[3, 1], [1, 2, 3], [1, 2], []]
nested.sort()
print(nested)
e = []
e.sort()
print(e, [1].sort())
big = [(i * 7919) % 1000 for i in range(1000)]
big.sort()
print(big[:10], big[-5:], big == sorted(big))
mixed = [3, "a", 1]
try:
    mixed.sort()
except TypeError as err:
    print("TypeError:", err)
s = ["b", "a"]
s.sort(reverse=False)
print(s)
