# Breadth-first and depth-first search on a graph given as an adjacency dict.
edges = [("A", "B"), ("A", "C"), ("B", "D"), ("C", "D"), ("D", "E"), ("E", "F"), ("C", "G"), ("G", "F"), ("H", "I")]
graph = {}
for a, b in edges:
    graph.setdefault(a, []).append(b)
    graph.setdefault(b, []).append(a)
for node in sorted(graph):
    graph[node].sort()
print(graph)
def bfs(start):
    dist = {start: 0}
    parent = {start: None}
    queue = [start]
    head = 0
    while head < len(queue):
        u = queue[head]
        head += 1
        for v in graph[u]:
            if v not in dist:
                dist[v] = dist[u] + 1
                parent[v] = u
                queue.append(v)
    return dist, parent, queue
def path(parent, target):
    out = []
    while target is not None:
        out.append(target)
        target = parent[target]
    return out[::-1]
dist, parent, order = bfs("A")
print("bfs order:", order)
print("distances:", dist)
print("path A->F:", path(parent, "F"))
def dfs(u, seen, out):
    seen.add(u)
    out.append(u)
    for v in graph[u]:
        if v not in seen:
            dfs(v, seen, out)
    return out
print("dfs order:", dfs("A", set(), []))
components = []
seen = set()
for node in sorted(graph):
    if node not in seen:
        components.append(dfs(node, seen, []))
print("components:", components)
grid = ["S.#.....", ".##.###.", "....#...", ".##...#E"]
rows, cols = len(grid), len(grid[0])
start = next((r, c) for r in range(rows) for c in range(cols) if grid[r][c] == "S")
goal = next((r, c) for r in range(rows) for c in range(cols) if grid[r][c] == "E")
frontier = [start]
steps = {start: 0}
while frontier:
    nxt = []
    for r, c in frontier:
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] != "#" and (nr, nc) not in steps:
                steps[(nr, nc)] = steps[(r, c)] + 1
                nxt.append((nr, nc))
    frontier = nxt
print("maze steps:", steps.get(goal))
