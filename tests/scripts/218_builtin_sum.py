# sum.
print(sum([]), sum([1, 2, 3]), sum(range(101)), sum([0.1] * 3), sum([1, 2.5]), sum((True, True, False)))
print(sum([1, 2], 10), sum([], 5), sum([[1], [2, 3]], []), sum([(1,), (2,)], ()), sum(range(10), start=-45))
print(sum(x * x for x in range(10)), sum(2 ** i for i in range(100)), sum([10 ** 20, -(10 ** 20), 1]))
print(sum([0.1, 0.2, 0.3]), sum([1e100, 1, -1e100]), sum([-0.0]), sum([], 0.0))
try:
    sum(["a", "b"])
except TypeError as e:
    print("TypeError:", e)
try:
    sum(["a", "b"], "")
except TypeError as e:
    print("TypeError:", e)
