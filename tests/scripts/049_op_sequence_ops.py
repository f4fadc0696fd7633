# + and * on sequences.
print([1, 2] + [3], (1,) + (2, 3), "ab" + "cd", [] + [], () + ())
print([0] * 5, [1, 2] * 3, "-" * 10, ("x",) * 2, "ab" * 0, [1] * -3, 3 * "z", 2 * [7])
print([[1]] * 3, "abc" * 1, (1, 2) * 1)
n = 4
print("=" * n + ">", [None] * n)
row = [0] * 3
grid = [row] * 2
grid[0][0] = 9
print(grid)
print(len("ab" * 1000), len([0] * 10000))
s = ""
for i in range(5):
    s = s + str(i)
print(s)
try:
    [1] + (2,)
except TypeError as e:
    print("TypeError:", e)
try:
    "a" * 1.5
except TypeError as e:
    print("TypeError:", e)
try:
    "a" + 5
except TypeError as e:
    print("TypeError:", e)
