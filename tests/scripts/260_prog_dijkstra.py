# Dijkstra's shortest paths with a simple O(n^2) selection.
roads = {
    "Amsterdam": {"Berlin": 655, "Brussels": 210, "Paris": 500},
    "Berlin": {"Amsterdam": 655, "Prague": 350, "Vienna": 680, "Warsaw": 575},
    "Brussels": {"Amsterdam": 210, "Paris": 300, "Luxembourg": 220},
    "Paris": {"Amsterdam": 500, "Brussels": 300, "Luxembourg": 370, "Zurich": 610},
    "Luxembourg": {"Brussels": 220, "Paris": 370, "Zurich": 430},
    "Zurich": {"Paris": 610, "Luxembourg": 430, "Vienna": 750, "Milan": 280},
    "Prague": {"Berlin": 350, "Vienna": 330},
    "Vienna": {"Berlin": 680, "Prague": 330, "Zurich": 750, "Milan": 870},
    "Warsaw": {"Berlin": 575},
    "Milan": {"Zurich": 280, "Vienna": 870},
}
def dijkstra(src):
    dist = {city: float("inf") for city in roads}
    prev = {city: None for city in roads}
    dist[src] = 0
    todo = set(roads)
    while todo:
        u = min(sorted(todo), key=lambda c: dist[c])
        todo.discard(u)
        for v, w in roads[u].items():
            if dist[u] + w < dist[v]:
                dist[v] = dist[u] + w
                prev[v] = u
    return dist, prev
def route(prev, dst):
    r = []
    while dst:
        r.append(dst)
        dst = prev[dst]
    return " -> ".join(reversed(r))
dist, prev = dijkstra("Amsterdam")
for city in sorted(dist, key=lambda c: (dist[c], c)):
    print(f"{city:<11}{dist[city]:>6}  {route(prev, city)}")
d2, _ = dijkstra("Warsaw")
print(max(d2.items(), key=lambda kv: kv[1]))
