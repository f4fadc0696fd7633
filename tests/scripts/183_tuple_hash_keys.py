# Tuples as dict keys and set members; hash of tuples of ints.
grid = {}
for r in range(3):
    for c in range(3):
        grid[(r, c)] = r * 3 + c
print(grid[(1, 2)], grid[2, 0], (2, 2) in grid, (3, 3) in grid, len(grid))
visited = {(0, 0), (0, 1), (1, 1)}
print((0, 1) in visited, (1, 0) in visited, sorted(visited))
print(hash((1, 2)) == hash((1, 2)), hash((1, 2)) != hash((2, 1)), hash(()) == hash(()))
print(hash((1, 2, 3)), hash(()), hash((0,)), hash((-1,)), hash((1, (2, 3))), hash((2 ** 70, -5)))
print(hash((True, False)) == hash((1, 0)), hash((1.0,)) == hash((1,)))
pairs = {}
for a, b in [(1, 2), (2, 1), (1, 2), (3, 4)]:
    key = (min(a, b), max(a, b))
    pairs[key] = pairs.get(key, 0) + 1
print(pairs)
try:
    {([1], 2): "x"}
except TypeError as e:
    print("TypeError:", e)
try:
    hash((1, [2]))
except TypeError as e:
    print("TypeError:", e)
