# Lexicographic comparison of lists.
print([1, 2, 3] < [1, 2, 4], [1, 2] < [1, 2, 0], [2] > [1, 99], [] < [0], [] == [])
print([1, [2, 3]] < [1, [2, 4]], [[1]] == [[1]], [1, 2] <= [1, 2], [3] >= [2, 9])
print(["a", "b"] < ["a", "c"], ["b"] > ["a", "z"], [1.0] == [1], [True] == [1])
print(max([[1, 2], [1, 3], [0, 9]]), min([[2], [1, 5], [1]]), sorted([[2, 1], [1, 2], [1], []]))
x = float("nan")
print([x] == [x], [x] < [x])
try:
    print([1, 2] < [1, "a"])
except TypeError as e:
    print("TypeError:", e)
print([1, 2] < [1, 3, "a"], [1, 2] == [1, "a"])
