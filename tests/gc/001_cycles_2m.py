# 2 million reference cycles created and dropped in a loop: the collector
# keeps the heap bounded.
# max-rss-mib: 64
n = 0
for i in range(2000000):
    l = [i]
    l.append(l)
    n += len(l)
print(n)
