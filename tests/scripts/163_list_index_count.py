# index and count.
lst = ["a", "b", "c", "b", "a", "b"]
print(lst.index("a"), lst.index("b"), lst.index("b", 2), lst.index("b", 4), lst.index("a", -2))
print(lst.count("a"), lst.count("b"), lst.count("z"), lst.count(["a"]))
nums = [1, 2.0, True, 1.0, 0, False]
print(nums.count(1), nums.count(0), nums.index(2), nums.index(False), nums.index(True))
nested = [[1], [2], [1]]
print(nested.count([1]), nested.index([2]))
try:
    lst.index("z")
except ValueError as e:
    print("ValueError:", e)
try:
    lst.index("c", 3)
except ValueError as e:
    print("ValueError:", e)
print([0, 0, 0].count(0), [].count(0))
