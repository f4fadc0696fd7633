# Loops with mixed control flow.
def search(grid, target):
    for r, row in enumerate(grid):
        for c, v in enumerate(row):
            if v == target:
                return r, c
    return None
grid = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
print(search(grid, 6), search(grid, 10))
result = []
i = 0
while i < 5:
    j = 0
    while j < 5:
        if j == i:
            j += 1
            continue
        if i + j > 6:
            break
        result.append((i, j))
        j += 1
    i += 1
print(len(result), result[:6], result[-3:])
triangle = []
for n in range(1, 6):
    line = ""
    for k in range(n):
        line += str(k)
    triangle.append(line)
print(triangle)
matrix_sum = 0
for row in grid:
    for v in row:
        if v % 2 == 0:
            continue
        matrix_sum += v
    else:
        matrix_sum *= 1
print(matrix_sum)
for i in range(3):
    for j in range(3):
        if j == 1:
            break
    else:
        print("never printed")
    print("outer", i)
