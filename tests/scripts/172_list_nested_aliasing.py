# Aliasing pitfalls with nested lists.
grid = [[0] * 3] * 3
grid[0][0] = 1
print(grid)
grid = [[0] * 3 for _ in range(3)]
grid[0][0] = 1
print(grid)
row = [1, 2]
outer = [row, row]
row.append(3)
print(outer, outer[0] is outer[1])
a = [1, 2]
b = [a, a[:]]
a[0] = 100
print(b)
m = [[1, 2], [3, 4]]
copy = [r[:] for r in m]
copy[0][0] = -1
print(m, copy)
def modify(lst):
    lst[0] = "modified"
    lst = ["rebound"]
    return lst
orig = ["o"]
print(modify(orig), orig)
