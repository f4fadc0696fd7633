# nqueens.py: place N queens on an N x N board so that none attacks another.
#
# Two solvers that must agree: a backtracking generator that places one queen
# per row, tracking attacked columns and diagonals in sets, and the brute-force
# formulation over itertools.permutations (one queen per row and per column by
# construction; keep the permutations whose diagonals are all distinct), used
# for the smaller boards.
#
#   python3 examples/nqueens.py [N]    (default 12)

import sys
from itertools import permutations


def place(n, row=0, cols=None, diag1=None, diag2=None, queens=()):
    """Yield each solution as a tuple: queens[r] is the column of row r's queen."""
    if cols is None:
        cols, diag1, diag2 = set(), set(), set()
    if row == n:
        yield queens
        return
    for col in range(n):
        if col in cols or row + col in diag1 or row - col in diag2:
            continue
        cols.add(col)
        diag1.add(row + col)
        diag2.add(row - col)
        yield from place(n, row + 1, cols, diag1, diag2, queens + (col,))
        cols.remove(col)
        diag1.remove(row + col)
        diag2.remove(row - col)


def brute_force(n):
    rows = range(n)
    for perm in permutations(rows):
        if n == len({perm[r] + r for r in rows}) == len({perm[r] - r for r in rows}):
            yield perm


def show(solution):
    n = len(solution)
    return "\n".join(" ".join("Q" if c == col else "." for c in range(n)) for col in solution)


def main(n):
    for size in range(4, n + 1):
        solutions = list(place(size))
        line = f"{size} queens: {len(solutions)} solutions"
        if size <= 8:
            brute = list(brute_force(size))
            if brute != solutions:
                raise AssertionError(f"the two solvers disagree for {size} queens")
            line += " (confirmed by brute force)"
        print(line)
    first = next(place(n))
    print(f"first for {n}: {first}")
    print(show(first))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 12)
