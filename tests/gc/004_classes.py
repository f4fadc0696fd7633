# 100,000 classes created and dropped (with an instance each): they must be
# freed too (classes are deferred objects: the collector frees them).
# max-rss-mib: 64
total = 0
for i in range(100000):
    class C:
        k = i

        def m(self):
            return self.k

    total += C().m()
print(total)
