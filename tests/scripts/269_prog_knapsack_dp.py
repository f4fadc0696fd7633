# Dynamic programming: 0/1 knapsack, coin change, LIS.
items = [("map", 9, 150), ("compass", 13, 35), ("water", 153, 200), ("sandwich", 50, 160),
         ("glucose", 15, 60), ("tin", 68, 45), ("banana", 27, 60), ("apple", 39, 40),
         ("cheese", 23, 30), ("beer", 52, 10), ("suntan", 11, 70), ("camera", 32, 30)]
def knapsack(items, cap):
    best = [[0] * (cap + 1) for _ in range(len(items) + 1)]
    for i, (_, w, v) in enumerate(items, 1):
        for c in range(cap + 1):
            best[i][c] = best[i - 1][c]
            if w <= c and best[i - 1][c - w] + v > best[i][c]:
                best[i][c] = best[i - 1][c - w] + v
    chosen = []
    c = cap
    for i in range(len(items), 0, -1):
        if best[i][c] != best[i - 1][c]:
            chosen.append(items[i - 1][0])
            c -= items[i - 1][1]
    return best[-1][cap], sorted(chosen)
print(knapsack(items, 400))
print(knapsack(items, 100))
def coin_ways(amount, coins):
    ways = [1] + [0] * amount
    for c in coins:
        for a in range(c, amount + 1):
            ways[a] += ways[a - c]
    return ways[amount]
print(coin_ways(100, [1, 5, 10, 25, 50]), coin_ways(1000, [1, 2, 5, 10, 20, 50, 100, 200]))
def min_coins(amount, coins):
    INF = float("inf")
    dp = [0] + [INF] * amount
    for a in range(1, amount + 1):
        for c in coins:
            if c <= a and dp[a - c] + 1 < dp[a]:
                dp[a] = dp[a - c] + 1
    return dp[amount] if dp[amount] != INF else -1
print(min_coins(63, [1, 5, 10, 21, 25]), min_coins(7, [2, 4]))
def lis(seq):
    n = len(seq)
    length = [1] * n
    prev = [-1] * n
    for i in range(n):
        for j in range(i):
            if seq[j] < seq[i] and length[j] + 1 > length[i]:
                length[i] = length[j] + 1
                prev[i] = j
    k = max(range(n), key=lambda i: length[i])
    out = []
    while k != -1:
        out.append(seq[k])
        k = prev[k]
    return out[::-1]
print(lis([10, 9, 2, 5, 3, 7, 101, 18, 4, 8, 6, 12, 11, 15]))
