# go.py: random play-outs of Go on a small board, the core of Monte Carlo Go
# programs.
#
# The board knows the rules that matter for play-outs: captures, no suicide,
# simple ko, and a play-out player that never fills its own eyes (otherwise
# random games never end).  Games are scored by area (stones plus surrounded
# empty points, komi 7.5).  A Monte Carlo player then picks an opening move by
# running play-outs after each candidate.  Everything is driven by a seeded
# `random`, so the output is the same on every run.
#
#   python3 examples/go.py [GAMES]    (default 120)

import random
import sys
from collections import defaultdict

EMPTY, BLACK, WHITE = ".", "X", "O"
KOMI = 7.5


def other(colour):
    return WHITE if colour == BLACK else BLACK


class IllegalMove(Exception):
    pass


class Board:
    def __init__(self, size=9):
        self.size = size
        self.cells = [EMPTY] * (size * size)
        self.neighbours = [list(self._around(p)) for p in range(size * size)]
        self.diagonals = [list(self._diagonal(p)) for p in range(size * size)]
        self.ko = None
        self.to_move = BLACK
        self.passes = 0
        self.captured = {BLACK: 0, WHITE: 0}
        self.moves = 0

    def _around(self, p):
        row, col = divmod(p, self.size)
        for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            r, c = row + dr, col + dc
            if 0 <= r < self.size and 0 <= c < self.size:
                yield r * self.size + c

    def _diagonal(self, p):
        row, col = divmod(p, self.size)
        for dr, dc in ((-1, -1), (-1, 1), (1, -1), (1, 1)):
            r, c = row + dr, col + dc
            if 0 <= r < self.size and 0 <= c < self.size:
                yield r * self.size + c

    def copy(self):
        new = Board.__new__(Board)
        new.size = self.size
        new.cells = self.cells[:]
        new.neighbours = self.neighbours
        new.diagonals = self.diagonals
        new.ko = self.ko
        new.to_move = self.to_move
        new.passes = self.passes
        new.captured = dict(self.captured)
        new.moves = self.moves
        return new

    def group(self, p):
        """The stones connected to p and their liberties (two sets)."""
        colour = self.cells[p]
        stones = {p}
        liberties = set()
        stack = [p]
        while stack:
            q = stack.pop()
            for n in self.neighbours[q]:
                c = self.cells[n]
                if c == EMPTY:
                    liberties.add(n)
                elif c == colour and n not in stones:
                    stones.add(n)
                    stack.append(n)
        return stones, liberties

    def is_legal(self, p, colour):
        if self.cells[p] != EMPTY or p == self.ko:
            return False
        enemy = other(colour)
        for n in self.neighbours[p]:
            c = self.cells[n]
            if c == EMPTY:
                return True
            _, libs = self.group(n)
            if c == enemy and len(libs) == 1:
                return True  # captures
            if c == colour and len(libs) > 1:
                return True  # joins a group that keeps a liberty
        return False

    def is_eye(self, p, colour):
        """True when p is a real eye of colour (a play-out never fills it)."""
        if any(self.cells[n] != colour for n in self.neighbours[p]):
            return False
        foreign = sum(1 for d in self.diagonals[p] if self.cells[d] == other(colour))
        on_edge = len(self.diagonals[p]) < 4
        return foreign == 0 if on_edge else foreign <= 1

    def play(self, p):
        colour = self.to_move
        if p is None:
            self.passes += 1
            self.ko = None
        else:
            if not self.is_legal(p, colour):
                raise IllegalMove(f"{colour} cannot play at {self.name(p)}")
            self.passes = 0
            self.cells[p] = colour
            taken = []
            for n in self.neighbours[p]:
                if self.cells[n] == other(colour):
                    stones, libs = self.group(n)
                    if not libs:
                        taken.extend(stones)
                        for s in stones:
                            self.cells[s] = EMPTY
            self.captured[colour] += len(taken)
            self.ko = None
            if len(taken) == 1:
                stones, libs = self.group(p)
                if len(stones) == 1 and len(libs) == 1:
                    self.ko = taken[0]
        self.to_move = other(colour)
        self.moves += 1

    def name(self, p):
        row, col = divmod(p, self.size)
        return "ABCDEFGHJKLMNOPQRST"[col] + str(self.size - row)

    def score(self):
        """Area score from black's point of view (komi included)."""
        points = defaultdict(int)
        seen = set()
        for p, c in enumerate(self.cells):
            if c != EMPTY:
                points[c] += 1
            elif p not in seen:
                region, borders = self.region(p)
                seen |= region
                if len(borders) == 1:
                    points[borders.pop()] += len(region)
        return points[BLACK] - points[WHITE] - KOMI

    def region(self, p):
        region = {p}
        borders = set()
        stack = [p]
        while stack:
            q = stack.pop()
            for n in self.neighbours[q]:
                c = self.cells[n]
                if c == EMPTY:
                    if n not in region:
                        region.add(n)
                        stack.append(n)
                else:
                    borders.add(c)
        return region, borders

    def __str__(self):
        rows = []
        for r in range(self.size):
            rows.append(" ".join(self.cells[r * self.size:(r + 1) * self.size]))
        return "\n".join(rows)


def random_move(board):
    colour = board.to_move
    empties = [p for p, c in enumerate(board.cells) if c == EMPTY]
    random.shuffle(empties)
    for p in empties:
        if board.is_legal(p, colour) and not board.is_eye(p, colour):
            return p
    return None


def playout(board, limit=300):
    while board.passes < 2 and board.moves < limit:
        board.play(random_move(board))
    return board.score()


def monte_carlo_move(board, candidates, games):
    """The candidate whose play-outs give the mover the best average score."""
    colour = board.to_move
    best, best_value = None, None
    for p in candidates:
        total = 0.0
        for _ in range(games):
            b = board.copy()
            b.play(p)
            total += playout(b)
        value = total / games if colour == BLACK else -total / games
        if best_value is None or value > best_value:
            best, best_value = p, value
    return best, best_value


def main(games):
    random.seed(20240601)
    black_wins = 0
    total_moves = 0
    score_sum = 0.0
    board = None
    for _ in range(games):
        board = Board(9)
        score = playout(board)
        total_moves += board.moves
        score_sum += score
        if score > 0:
            black_wins += 1
    print(f"{games} play-outs: black wins {black_wins}, {total_moves} moves, "
          f"mean score {score_sum / games:+.3f}")
    print(f"captures in the last game: {board.captured[BLACK]} by black, "
          f"{board.captured[WHITE]} by white")
    print(board)

    start = Board(9)
    candidates = [start.size * r + c for r, c in ((4, 4), (2, 2), (2, 6), (4, 2), (0, 0))]
    move, value = monte_carlo_move(start, candidates, max(1, games // 20))
    print(f"Monte Carlo opening: {start.name(move)} ({value:+.2f})")
    try:
        start.play(move)
        start.play(move)
    except IllegalMove as e:
        print("rejected:", e)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 120)
