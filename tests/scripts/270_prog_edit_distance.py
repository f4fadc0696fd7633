# Edit distance and longest common subsequence with backtracking.
def edit_distance(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]
def lcs(a, b):
    n, m = len(a), len(b)
    t = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        for j in range(m - 1, -1, -1):
            t[i][j] = t[i + 1][j + 1] + 1 if a[i] == b[j] else max(t[i + 1][j], t[i][j + 1])
    out = []
    i = j = 0
    while i < n and j < m:
        if a[i] == b[j]:
            out.append(a[i]); i += 1; j += 1
        elif t[i + 1][j] >= t[i][j + 1]:
            i += 1
        else:
            j += 1
    return "".join(out)
pairs = [("kitten", "sitting"), ("flaw", "lawn"), ("intention", "execution"), ("", "abc"),
         ("same", "same"), ("AGGTAB", "GXTXAYB"), ("python", "typhon"), ("héllo", "hello")]
for a, b in pairs:
    print(f"{a!r:>12} {b!r:<12} dist={edit_distance(a, b)} lcs={lcs(a, b)!r}")
words = ["apple", "apply", "ample", "maple", "applet", "happy"]
target = "appel"
print(sorted(words, key=lambda w: (edit_distance(w, target), w)))
