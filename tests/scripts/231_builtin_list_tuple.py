# list() and tuple() constructors.
print(list(), list("abc"), list((1, 2)), list(range(3)), list({"a": 1, "b": 2}), list({"a": 1}.items()))
print(tuple(), tuple([1, 2]), tuple("ab"), tuple(range(2)), tuple({"k": 0}), tuple(x * 2 for x in range(3)))
print(list(map(str, range(3))), tuple(zip("ab", "cd")), list(enumerate("xy")), list(reversed((1, 2))))
a = [1, 2]
b = list(a)
b.append(3)
print(a, b, a is b)
t = (1, 2)
print(tuple(t) == t, list(t), list(tuple(list(t))))
print(list(iter([5, 6])), list(filter(None, [0, 1, 2])), list(sorted({3, 1, 2})))
for bad in [5, None, 1.5]:
    try:
        list(bad)
    except TypeError as e:
        print("TypeError:", e)
