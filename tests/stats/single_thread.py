# One thread: every object is made and dropped by the main thread, its
# owner, so almost every counted reference operation is an owner's
# (plain) one.  tests/stats/run-stats-test.py checks the counters.


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm1(self):
        return abs(self.x) + abs(self.y)


def work(n):
    words = {}
    points = []
    for i in range(n):
        w = "w" + str(i % 500)
        words[w] = words.get(w, 0) + 1
        points.append(Point(i, -i))
    total = 0
    for p in points:
        total += p.norm1()
    return len(words), total, sorted(words)[:3]


print(work(20000))
