# Lots of stdout before the error: everything printed must still appear in order.
for i in range(2000):
    print("line", i, "x" * (i % 50))
print("last line before error", end="")
d = {}
d[[1, 2]] = 3
