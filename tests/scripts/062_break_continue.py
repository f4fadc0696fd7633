# break and continue in nested loops.
for i in range(4):
    for j in range(4):
        if j > i:
            break
        if (i + j) % 2:
            continue
        print(i, j)
found = None
for i in range(1, 10):
    for j in range(1, 10):
        if i * j == 42:
            found = (i, j)
            break
    if found:
        break
print("found", found)
out = []
for w in ["apple", "", "banana", "STOP", "cherry"]:
    if not w:
        continue
    if w == "STOP":
        break
    out.append(w.upper())
print(out)
n = 0
while n < 20:
    n += 1
    if n % 3:
        continue
    if n > 15:
        break
    print("multiple of 3:", n)
count = 0
for a in range(3):
    for b in range(3):
        for c in range(3):
            if a == b or b == c:
                continue
            count += 1
print("count", count)
