# N-queens: count all solutions and show the first.
def solve(n):
    solutions = []
    cols = [0] * n
    used_cols = set()
    diag1 = set()
    diag2 = set()
    def place(row):
        if row == n:
            solutions.append(cols[:])
            return
        for c in range(n):
            if c in used_cols or row - c in diag1 or row + c in diag2:
                continue
            cols[row] = c
            used_cols.add(c); diag1.add(row - c); diag2.add(row + c)
            place(row + 1)
            used_cols.discard(c); diag1.discard(row - c); diag2.discard(row + c)
    place(0)
    return solutions
for n in range(1, 9):
    sols = solve(n)
    print(n, len(sols))
first = solve(8)[0]
print(first)
for r in range(8):
    print(" ".join("Q" if first[r] == c else "." for c in range(8)))
