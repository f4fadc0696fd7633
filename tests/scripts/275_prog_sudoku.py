# Sudoku solver with constraint propagation by backtracking on the most constrained cell.
PUZZLE = [
    "53..7....", "6..195...", ".98....6.",
    "8...6...3", "4..8.3..1", "7...2...6",
    ".6....28.", "...419..5", "....8..79",
]
grid = [[0 if ch == "." else int(ch) for ch in row] for row in PUZZLE]
def candidates(g, r, c):
    used = set(g[r]) | {g[i][c] for i in range(9)}
    br, bc = 3 * (r // 3), 3 * (c // 3)
    used |= {g[i][j] for i in range(br, br + 3) for j in range(bc, bc + 3)}
    return [d for d in range(1, 10) if d not in used]
calls = [0]
def solve(g):
    calls[0] += 1
    best = None
    for r in range(9):
        for c in range(9):
            if g[r][c] == 0:
                cand = candidates(g, r, c)
                if best is None or len(cand) < len(best[2]):
                    best = (r, c, cand)
    if best is None:
        return True
    r, c, cand = best
    for d in cand:
        g[r][c] = d
        if solve(g):
            return True
    g[r][c] = 0
    return False
print(solve(grid), calls[0])
for i, row in enumerate(grid):
    if i and i % 3 == 0:
        print("------+-------+------")
    print(" | ".join(" ".join(str(v) for v in row[k:k + 3]) for k in (0, 3, 6)))
ok = all(sorted(row) == list(range(1, 10)) for row in grid) and all(sorted(col) == list(range(1, 10)) for col in zip(*grid))
print("valid:", ok)
