# 100,000 classes created and dropped (with an instance each): they must be
# freed too.  Known to fail while classes are immortal (runtime/class.c).
# max-rss-mib: 64
total = 0
for i in range(100000):
    class C:
        k = i

        def m(self):
            return self.k

    total += C().m()
print(total)
