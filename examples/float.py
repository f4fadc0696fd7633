# float.py: many small objects holding floats.  Builds N points from sin and
# cos, normalises each to unit length, then folds them into one point holding
# the largest coordinate of each axis.  Repeated a few times.
#
#   python3 examples/float.py [N]    (default 200000)

import math
import sys
from functools import reduce


class Point:
    __slots__ = ("x", "y", "z")

    def __init__(self, i):
        self.x = x = math.sin(i)
        self.y = math.cos(i) * 3
        self.z = (x * x) / 2

    def __repr__(self):
        return f"<Point: x={self.x:.12f}, y={self.y:.12f}, z={self.z:.12f}>"

    def normalize(self):
        norm = math.sqrt(self.x * self.x + self.y * self.y + self.z * self.z)
        self.x /= norm
        self.y /= norm
        self.z /= norm

    def maximize(self, other):
        self.x = max(self.x, other.x)
        self.y = max(self.y, other.y)
        self.z = max(self.z, other.z)
        return self


def benchmark(n):
    points = [Point(i) for i in range(n)]
    for p in points:
        p.normalize()
    return reduce(Point.maximize, points[1:], points[0])


def main(n, rounds=3):
    for _ in range(rounds):
        best = benchmark(n)
    print(best)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200000)
