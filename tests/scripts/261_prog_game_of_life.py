# Conway's Game of Life on a small torus.
W, H = 12, 8
def parse(lines):
    return {(r, c) for r, line in enumerate(lines) for c, ch in enumerate(line) if ch == "#"}
def step(live):
    counts = {}
    for r, c in live:
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                if dr or dc:
                    key = ((r + dr) % H, (c + dc) % W)
                    counts[key] = counts.get(key, 0) + 1
    return {cell for cell, n in counts.items() if n == 3 or (n == 2 and cell in live)}
def render(live):
    return "\n".join("".join("#" if (r, c) in live else "." for c in range(W)) for r in range(H))
board = parse([
    ".#..........",
    "..#.........",
    "###.........",
    "............",
    "........###.",
    "............",
    "............",
    "............",
])
for gen in range(5):
    print(f"generation {gen}: {len(board)} alive")
    print(render(board))
    board = step(board)
for _ in range(40):
    board = step(board)
print("after 45:", len(board), sorted(board))
