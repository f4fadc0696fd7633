# hexiom.py: a solver for Hexiom levels.
#
# Hexiom is played on a hexagon of hexagonal cells.  Each tile carries a
# number from 0 to 6, and a level is solved when every tile touches exactly as
# many other tiles as its number says; cells left over stay empty.  Some tiles
# may be locked in place.  The solver keeps, for every cell, the set of values
# still possible (a tile number or EMPTY), propagates the neighbour-count
# constraints until nothing changes, then branches on the cell with the fewest
# choices, counting every solution.
#
# Levels are made here from a seeded random layout so that each has at least
# one solution: the program prints the number of solutions and the first one.
#
#   python3 examples/hexiom.py [LEVELS]    (default 30)

import random
import sys

EMPTY = 7  # a "value" meaning: no tile in this cell
DIRECTIONS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))


class Contradiction(Exception):
    """The partial assignment cannot be completed."""


class Hex:
    """The cells of a hexagon of side `side`, in axial coordinates."""

    def __init__(self, side):
        n = side - 1
        self.side = side
        self.coords = [(q, r) for r in range(-n, n + 1) for q in range(-n, n + 1)
                       if abs(q + r) <= n]
        index = {c: i for i, c in enumerate(self.coords)}
        self.neighbours = []
        for q, r in self.coords:
            around = [index[(q + dq, r + dr)] for dq, dr in DIRECTIONS if (q + dq, r + dr) in index]
            self.neighbours.append(tuple(around))

    def __len__(self):
        return len(self.coords)

    def render(self, values):
        n = self.side - 1
        lines = []
        for r in range(-n, n + 1):
            row = [i for i, (q, rr) in enumerate(self.coords) if rr == r]
            cells = " ".join("." if values[i] == EMPTY else str(values[i]) for i in row)
            lines.append(" " * abs(r) + cells)
        return "\n".join(lines)


class Level:
    def __init__(self, board, tiles, locked):
        self.board = board
        self.tiles = tiles        # tiles[v]: how many tiles numbered v
        self.locked = locked      # {cell: value} fixed in advance

    @classmethod
    def generate(cls, side, seed, density=0.6, nlocked=10):
        random.seed(seed)
        board = Hex(side)
        occupied = [random.random() < density for _ in range(len(board))]
        values = []
        for i, occ in enumerate(occupied):
            if occ:
                values.append(sum(occupied[j] for j in board.neighbours[i]))
            else:
                values.append(EMPTY)
        tiles = [0] * 8
        for v in values:
            if v != EMPTY:
                tiles[v] += 1
        tiles[EMPTY] = 0  # empties are implied by the cell count
        cells = [i for i, v in enumerate(values) if v != EMPTY]
        random.shuffle(cells)
        locked = {i: values[i] for i in cells[:nlocked]}
        return cls(board, tiles, locked)


class State:
    """Possible values of every cell, and how many tiles of each number are left."""

    def __init__(self, level):
        self.level = level
        board = level.board
        self.empties = len(board) - sum(level.tiles)
        allowed = {v for v in range(7) if level.tiles[v]}
        if self.empties:
            allowed.add(EMPTY)
        self.possible = []
        for i in range(len(board)):
            degree = len(board.neighbours[i])
            self.possible.append({v for v in allowed if v == EMPTY or v <= degree})
        for cell, value in level.locked.items():
            self.possible[cell] = {value}

    def copy(self):
        new = State.__new__(State)
        new.level = self.level
        new.empties = self.empties
        new.possible = [set(p) for p in self.possible]
        return new

    def fixed(self, cell):
        p = self.possible[cell]
        return next(iter(p)) if len(p) == 1 else None

    def restrict(self, cell, values):
        p = self.possible[cell]
        if p <= values:
            return False
        p &= values
        if not p:
            raise Contradiction(f"cell {cell} has no value left")
        return True

    def propagate(self):
        board = self.level.board
        changed = True
        while changed:
            changed = False
            # Counting: a value used up everywhere it is fixed is gone elsewhere.
            used = [0] * 8
            for p in self.possible:
                if len(p) == 1:
                    used[next(iter(p))] += 1
            limits = list(self.level.tiles[:7]) + [self.empties]
            for v in range(8):
                if used[v] > limits[v]:
                    raise Contradiction(f"too many cells hold {v}")
                if used[v] == limits[v]:
                    for p in self.possible:
                        if len(p) > 1 and v in p:
                            p.discard(v)
                            changed = True
                            if not p:
                                raise Contradiction("a cell ran out of values")
            # Neighbour counts.
            for cell, around in enumerate(board.neighbours):
                tile_sure = sum(1 for j in around if EMPTY not in self.possible[j])
                tile_maybe = sum(1 for j in around if len(self.possible[j]) > 1
                                 and EMPTY in self.possible[j])
                keep = {v for v in self.possible[cell]
                        if v == EMPTY or tile_sure <= v <= tile_sure + tile_maybe}
                if self.restrict(cell, keep):
                    changed = True
                value = self.fixed(cell)
                if value is None or value == EMPTY:
                    continue
                undecided = [j for j in around if len(self.possible[j]) > 1
                             and EMPTY in self.possible[j]]
                if not undecided:
                    continue
                if tile_sure == value:
                    for j in undecided:
                        changed |= self.restrict(j, {EMPTY})
                elif tile_sure + len(undecided) == value:
                    for j in undecided:
                        changed |= self.restrict(j, self.possible[j] - {EMPTY})

    def solved(self):
        return all(len(p) == 1 for p in self.possible)

    def values(self):
        return [next(iter(p)) for p in self.possible]


def solutions(state):
    """Yield every completed State reachable from `state`."""
    try:
        state.propagate()
    except Contradiction:
        return
    if state.solved():
        yield state
        return
    cell = min((i for i, p in enumerate(state.possible) if len(p) > 1),
               key=lambda i: (len(state.possible[i]), i))
    for value in sorted(state.possible[cell]):
        child = state.copy()
        child.possible[cell] = {value}
        yield from solutions(child)


def check(level, values):
    board = level.board
    for i, v in enumerate(values):
        if v != EMPTY and sum(values[j] != EMPTY for j in board.neighbours[i]) != v:
            raise AssertionError(f"cell {i} is wrong in a solution")


def main(levels, side=4):
    total = 0
    for seed in range(levels):
        level = Level.generate(side, seed)
        found = list(solutions(State(level)))
        for s in found:
            check(level, s.values())
        total += len(found)
        print(f"level {seed}: {sum(level.tiles)} tiles, {len(found)} solution(s)")
        if seed == levels - 1:
            print(level.board.render(found[0].values()))
    print("total solutions:", total)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 30)
