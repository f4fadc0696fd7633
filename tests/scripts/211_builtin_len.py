# len() on builtin containers.
print(len(""), len("abc"), len("héllo"), len("😀😀"), len([]), len([1, [2, 3]]), len(()), len((1,)))
print(len({}), len({"a": 1, "b": 2}), len(set()), len({1, 2, 2}), len(range(10)), len(range(0, 10, 3)))
print(len(range(10, 0)), len(range(-5, 5, 2)), len("a" * 1000), len([0] * 12345))
d = {"x": 1}
print(len(d.keys()), len(d.values()), len(d.items()), len("x".encode()))
for bad in [5, 2.5, None, True]:
    try:
        len(bad)
    except TypeError as e:
        print("TypeError:", e)
