# repr of nested and self-referencing containers.
print([[], [[]], [[], [[]]]])
print([1, [2, [3, [4, [5]]]]])
print([(1,), (1, 2), ()], [{}, {1: [2]}], [set(), {1}])
a = [1, 2]
a.append(a)
print(a, len(a))
d = {"self": None}
d["self"] = d
print(d)
b = [a, a]
print(b)
print(str([1.0, -0.0, 1e100, "s", 's"', None, True]))
print([print] == [print], repr([[1, 2], "x"]) == str([[1, 2], "x"]))
