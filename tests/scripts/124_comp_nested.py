# Nested comprehensions.
matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
print([[row[i] for row in matrix] for i in range(3)])
print([x for row in matrix for x in row if x % 2])
print([[x * y for y in range(1, 5)] for x in range(1, 5)])
print({i: [j for j in range(i)] for i in range(4)})
print([(a, b, c) for a in range(1, 20) for b in range(a, 20) for c in range(b, 20) if a * a + b * b == c * c])
print([[c for c in w] for w in ["ab", "cde"]])
print([sum(row) for row in matrix], sum(sum(row) for row in matrix))
ident = [[1 if i == j else 0 for j in range(4)] for i in range(4)]
for row in ident:
    print(row)
print([[y for y in range(x)] for x in range(4) if x])
print(sorted({(min(a, b), max(a, b)) for a in range(3) for b in range(3)}))
