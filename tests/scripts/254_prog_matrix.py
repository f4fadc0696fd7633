# Matrix multiplication, transpose, powers and determinants with exact ints.
def matmul(a, b):
    n, m, p = len(a), len(b), len(b[0])
    return [[sum(a[i][k] * b[k][j] for k in range(m)) for j in range(p)] for i in range(n)]
def transpose(a):
    return [list(row) for row in zip(*a)]
def identity(n):
    return [[1 if i == j else 0 for j in range(n)] for i in range(n)]
def matpow(a, e):
    result = identity(len(a))
    while e:
        if e & 1:
            result = matmul(result, a)
        a = matmul(a, a)
        e >>= 1
    return result
def det(m):
    if len(m) == 1:
        return m[0][0]
    total = 0
    for c in range(len(m)):
        minor = [row[:c] + row[c + 1:] for row in m[1:]]
        total += (-1) ** c * m[0][c] * det(minor)
    return total
def show(m):
    w = max(len(str(v)) for row in m for v in row)
    for row in m:
        print(" ".join(str(v).rjust(w) for v in row))
a = [[1, 2, 3], [4, 5, 6]]
b = [[7, 8], [9, 10], [11, 12]]
show(matmul(a, b))
show(transpose(a))
show(matmul(b, a))
fib = matpow([[1, 1], [1, 0]], 200)
print("F(200) =", fib[0][1])
m = [[2, -3, 1, 5], [4, 0, -1, 2], [1, 1, 1, 1], [3, -2, 7, 0]]
print("det =", det(m), det(identity(5)), det(matmul(m, m)) == det(m) ** 2)
h = [[1 / (i + j + 1) for j in range(3)] for i in range(3)]
for row in matmul(h, identity(3)):
    print(" ".join(f"{v:8.5f}" for v in row))
