# Text histograms and simple statistics over generated data.
seed = 42
def rand():
    global seed
    seed = (seed * 6364136223846793005 + 1442695040888963407) % 2 ** 64
    return seed >> 33
samples = [sum(rand() % 6 + 1 for _ in range(3)) for _ in range(600)]
counts = {}
for s in samples:
    counts[s] = counts.get(s, 0) + 1
peak = max(counts.values())
for value in range(3, 19):
    n = counts.get(value, 0)
    bar = "*" * (n * 40 // peak)
    print(f"{value:>2} | {bar:<40} {n}")
mean = sum(samples) / len(samples)
var = sum((x - mean) ** 2 for x in samples) / len(samples)
ordered = sorted(samples)
median = (ordered[299] + ordered[300]) / 2
mode = max(counts, key=lambda k: (counts[k], -k))
print(f"n={len(samples)} mean={mean:.3f} var={var:.3f} sd={var ** 0.5:.3f} median={median} mode={mode}")
print("min/max:", min(samples), max(samples), "| first ten:", samples[:10])
