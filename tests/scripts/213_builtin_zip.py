# zip.
print(list(zip([1, 2, 3], "abc")), list(zip([1, 2], "abcd")), list(zip()), list(zip([])), list(zip("ab")))
print(list(zip(range(3), range(10, 13), "xyz")), dict(zip("abc", range(3))))
names = ["a", "b", "c"]
ages = [30, 20, 10]
for n, a in zip(names, ages):
    print(n, a)
pairs = list(zip(names, ages))
unzipped = list(zip(*pairs))
print(pairs, unzipped)
z = zip([1, 2], [3, 4])
print(next(z), next(z), next(z, None))
print(sorted(zip(ages, names)), max(zip(ages, names)))
print([a + b for a, b in zip([1, 2, 3], [10, 20, 30])])
