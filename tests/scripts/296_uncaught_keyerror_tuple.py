# Uncaught KeyError whose key is a tuple.
grid = {(0, 0): "origin", (1, 0): "east"}
print(grid[(0, 0)], grid[1, 0])
print(grid[(1, 2)])
