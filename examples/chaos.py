# chaos.py: a chaos-game fractal whose maps are built from B-splines.
#
# Each map takes a point of the unit square, reads its x as a parameter along a
# cubic B-spline and its y as an offset across the curve (along the normal),
# and lands somewhere near that spline.  Iterating randomly chosen maps (each
# chosen with probability proportional to its spline's length) draws a
# fractal.  Instead of writing an image, the program counts hits in a small
# grid and prints a checksum of it.
#
#   python3 examples/chaos.py [ITERATIONS]    (default 60000)

import math
import random
import sys


class Vec:
    __slots__ = ("x", "y")

    def __init__(self, x=0.0, y=0.0):
        self.x = x
        self.y = y

    def __add__(self, other):
        return Vec(self.x + other.x, self.y + other.y)

    def __sub__(self, other):
        return Vec(self.x - other.x, self.y - other.y)

    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)

    __rmul__ = __mul__

    def __abs__(self):
        return math.hypot(self.x, self.y)

    def lerp(self, other, t):
        return Vec(self.x + (other.x - self.x) * t, self.y + (other.y - self.y) * t)

    def __repr__(self):
        return f"Vec({self.x!r}, {self.y!r})"


class Spline:
    """A clamped uniform B-spline, evaluated by de Boor's algorithm."""

    def __init__(self, points, degree=3):
        if len(points) <= degree:
            raise ValueError("a spline needs more control points than its degree")
        self.points = points
        self.degree = degree
        inner = len(points) - degree
        self.knots = ([0.0] * degree + [i / inner for i in range(inner + 1)]
                      + [1.0] * degree)

    def span(self, u):
        # The last span also covers u == 1.
        lo, hi = self.degree, len(self.points) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if self.knots[mid] <= u:
                lo = mid
            else:
                hi = mid - 1
        return lo

    def __call__(self, u):
        p = self.degree
        k = self.span(u)
        knots = self.knots
        d = [self.points[j + k - p] for j in range(p + 1)]
        for r in range(1, p + 1):
            for j in range(p, r - 1, -1):
                left = knots[j + k - p]
                alpha = (u - left) / (knots[j + 1 + k - r] - left)
                d[j] = d[j - 1].lerp(d[j], alpha)
        return d[p]

    def tangent(self, u, h=1e-4):
        a = self(max(u - h, 0.0))
        b = self(min(u + h, 1.0))
        return b - a

    def length(self, samples=64):
        pts = [self(i / samples) for i in range(samples + 1)]
        return sum(abs(b - a) for a, b in zip(pts, pts[1:]))


class ChaosGame:
    def __init__(self, splines, thickness=0.25):
        self.splines = splines
        self.thickness = thickness
        xs = [p.x for s in splines for p in s.points]
        ys = [p.y for s in splines for p in s.points]
        self.minx, self.miny = min(xs), min(ys)
        self.width = max(xs) - self.minx
        self.height = max(ys) - self.miny
        lengths = [s.length() for s in splines]
        total = sum(lengths)
        acc = 0.0
        self.cumulative = []
        for length in lengths:
            acc += length / total
            self.cumulative.append(acc)

    def pick(self):
        r = random.random()
        for spline, edge in zip(self.splines, self.cumulative):
            if r < edge:
                return spline
        return self.splines[-1]

    def step(self, point, spline):
        u = (point.x - self.minx) / self.width
        v = (point.y - self.miny) / self.height
        u = min(max(u, 0.0), 1.0)
        if random.choice((False, True)):
            u = 1.0 - u
        base = spline(u)
        t = spline.tangent(u)
        norm = abs(t)
        if norm == 0.0:
            return base
        normal = Vec(-t.y / norm, t.x / norm)
        return base + normal * ((v - 0.5) * self.thickness)

    def clamp(self, point):
        x = min(max(point.x, self.minx), self.minx + self.width)
        y = min(max(point.y, self.miny), self.miny + self.height)
        return Vec(x, y)

    def run(self, iterations, size):
        grid = [[0] * size for _ in range(size)]
        point = Vec(self.minx + self.width / 2, self.miny + self.height / 2)
        for i in range(iterations):
            point = self.clamp(self.step(point, self.pick()))
            if i < 20:
                continue  # let the orbit settle onto the attractor
            col = int((point.x - self.minx) / self.width * (size - 1))
            row = int((point.y - self.miny) / self.height * (size - 1))
            grid[row][col] += 1
        return grid


def make_splines():
    def curve(*coords):
        return Spline([Vec(x, y) for x, y in coords])

    return [
        curve((1.597, 3.304), (1.575, 4.123), (1.313, 5.288), (1.619, 5.330),
              (2.890, 5.503), (2.373, 4.382), (1.662, 4.360)),
        curve((2.805, 4.017), (2.551, 3.525), (1.979, 2.620), (1.979, 2.620)),
        curve((2.002, 4.011), (2.335, 3.313), (2.367, 3.233), (2.367, 3.233)),
    ]


def main(iterations, size=48):
    random.seed(1234)
    game = ChaosGame(make_splines())
    grid = game.run(iterations, size)
    lit = sum(1 for row in grid for c in row if c)
    checksum = 0
    for r, row in enumerate(grid):
        for c, count in enumerate(row):
            checksum = (checksum * 31 + count * (r * size + c + 1)) % 1000000007
    densest = max(c for row in grid for c in row)
    print(f"lit={lit} densest={densest} checksum={checksum}")
    print(f"last random: {random.random():.12f} {random.randrange(1000)}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 60000)
