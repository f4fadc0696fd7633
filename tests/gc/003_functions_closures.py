# 100,000 functions (deferred objects: freed only by the collector) and
# self-referencing closures created and dropped.
# max-rss-mib: 64
total = 0
for i in range(100000):
    def f(x, y=i):
        return x + y

    def outer():
        def rec(n):
            return 0 if n == 0 else rec(n - 1) + 1
        return rec

    g = outer()
    total += f(1) + g(3)
print(total)
