# The specializer's counters (`fpy --stats`, -Dstats=true build): warm
# caches hit, a class or global that changes under a loop deoptimizes,
# int overflow into a big int takes the generic path.
class P:
    def __init__(self, x):
        self.x = x

    def get(self):
        return self.x


ps = [P(i) for i in range(100)]
total = 0
for r in range(200):
    for p in ps:
        total += p.x + p.get()


class C:
    k = 1


c = C()
s = 0
for i in range(1000):
    s += c.k
    if i % 100 == 0:
        C.k = i


g = 0


def readg():
    return g


for i in range(1000):
    if i % 250 == 0:
        g = i
    s += readg()

big = 1
for i in range(100):
    big = big * 3
print(total, s, big % 1000)
