# Throughput tasks (in the spirit of ccbench): every thread works on its own
# copy of the data, so nothing is shared but the code, the builtins and the
# interpreter itself.  On N cores an interpreter without a global lock should do
# N times the steps per second with N threads; one with a GIL stays at 1x.
import re

from harness import task


@task("throughput", "pidigits", "digits of pi with big ints (spigot)")
def make_pidigits(tid):
    def step():
        q, r, t, k, m, x = 1, 0, 1, 1, 3, 3
        n = 0
        acc = 0
        while n < 60:
            if 4 * q + r - t < m * t:
                acc = (acc * 10 + m) % 1000000007
                n += 1
                q, r, m = 10 * q, 10 * (r - m * t), (10 * (3 * q + r)) // t - 10 * m
            else:
                q, r, t, k, m, x = (q * k, (2 * q + r) * x, t * x, k + 1,
                                    (q * (7 * k + 2) + r * x) // (t * x), x + 2)
        return acc
    return step


@task("throughput", "intloop", "integer arithmetic in a while loop")
def make_intloop(tid):
    def step():
        total = 0
        i = 0
        while i < 3000:
            total += i * i % 7 + (i ^ 5) - (i >> 2)
            i += 1
        return total
    return step


# The n-body benchmark's bodies: (x, y, z, vx, vy, vz, mass), sun first.
PI = 3.14159265358979323
SOLAR_MASS = 4 * PI * PI
DAYS_PER_YEAR = 365.24
BODIES = [
    (0.0, 0.0, 0.0, 0.0, 0.0, 0.0, SOLAR_MASS),
    (4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01,
     1.66007664274403694e-03 * DAYS_PER_YEAR, 7.69901118419740425e-03 * DAYS_PER_YEAR,
     -6.90460016972063023e-05 * DAYS_PER_YEAR, 9.54791938424326609e-04 * SOLAR_MASS),
    (8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01,
     -2.76742510726862411e-03 * DAYS_PER_YEAR, 4.99852801234917238e-03 * DAYS_PER_YEAR,
     2.30417297573763929e-05 * DAYS_PER_YEAR, 2.85885980666130812e-04 * SOLAR_MASS),
    (1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01,
     2.96460137564761618e-03 * DAYS_PER_YEAR, 2.37847173959480950e-03 * DAYS_PER_YEAR,
     -2.96589568540237556e-05 * DAYS_PER_YEAR, 4.36624404335156298e-05 * SOLAR_MASS),
    (1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01,
     2.68067772490389322e-03 * DAYS_PER_YEAR, 1.62824170038242295e-03 * DAYS_PER_YEAR,
     -9.51592254519715870e-05 * DAYS_PER_YEAR, 5.15138902046611451e-05 * SOLAR_MASS),
]


@task("throughput", "nbody", "float n-body steps (5 bodies)")
def make_nbody(tid):
    bodies = [list(b) for b in BODIES]
    pairs = []
    for i in range(len(bodies)):
        for j in range(i + 1, len(bodies)):
            pairs.append((bodies[i], bodies[j]))
    dt = 0.01

    def step():
        for _ in range(40):
            for (b1, b2) in pairs:
                dx = b1[0] - b2[0]
                dy = b1[1] - b2[1]
                dz = b1[2] - b2[2]
                d2 = dx * dx + dy * dy + dz * dz
                mag = dt / (d2 * d2 ** 0.5)
                m1 = b1[6] * mag
                m2 = b2[6] * mag
                b1[3] -= dx * m2
                b1[4] -= dy * m2
                b1[5] -= dz * m2
                b2[3] += dx * m1
                b2[4] += dy * m1
                b2[5] += dz * m1
            for b in bodies:
                b[0] += dt * b[3]
                b[1] += dt * b[4]
                b[2] += dt * b[5]
        # a checksum that survives the last-bit noise of summing many floats:
        # Jupiter's x, rounded to 1e-9
        return int(round(bodies[1][0] * 1e9))
    return step


TEXT = ("the quick brown fox jumps over the lazy dog while the cat sleeps on the mat "
        "and a bird sings in the old oak tree by the river where the fish swim slowly "
        "past stones and reeds under a grey sky that promises rain before the night")


@task("throughput", "wordcount", "split, count words in a dict, join")
def make_wordcount(tid):
    text = (TEXT + " ") * 4 + str(tid)

    def step():
        counts = {}
        for w in text.split():
            counts[w] = counts.get(w, 0) + 1
        top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
        line = ",".join([w + "=" + str(n) for w, n in top[:10]])
        return len(line) + len(counts) + counts["the"]
    return step


class Node:
    __slots__ = ("value", "next")

    def __init__(self, value, next):
        self.value = value
        self.next = next


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm1(self):
        return abs(self.x) + abs(self.y)


@task("throughput", "alloc", "create and drop small class instances")
def make_alloc(tid):
    def step():
        head = None
        for i in range(300):
            head = Node(Point(i, -i), head)
        total = 0
        while head is not None:
            total += head.value.norm1()
            head = head.next
        return total
    return step


def numbers(n):
    i = 0
    while i < n:
        yield i
        i += 1


def odd_squares(xs):
    for x in xs:
        if x & 1:
            yield x * x


def running_mod(xs, m):
    acc = 0
    for x in xs:
        acc = (acc + x) % m
        yield acc


@task("throughput", "genpipe", "a pipeline of three generators")
def make_genpipe(tid):
    def step():
        last = 0
        for v in running_mod(odd_squares(numbers(2000)), 1000003):
            last = v
        return last + sum(x for x in range(200) if x % 3 == 0)
    return step


# ccbench's regular-expression task: one pattern, compiled once and shared by
# every thread (like code), searched over a fixed text of about 2 KB of
# Python source (ccbench reads its own first 2000 characters).
REGEX = re.compile(r'^(\s*def\s)|(.*(?<!\w)lambda(:|\s))|^(\s*@)', re.MULTILINE)
REGEX_TEXT = "".join(
    "# block %d: helpers for the table of results\n"
    "import sys\n"
    "total_%d = sum(x * x for x in range(%d))\n"
    "    @decorated\n"
    "    def helper_%d(value, scale=%d):\n"
    "        key = sorted(items, key=lambda kv: kv[1])\n"
    "        return value * scale  # no lambdas here\n" % (i, i, i * 7, i, i + 1)
    for i in range(8))


@task("throughput", "regex", "a shared compiled regex (ccbench's) searched through 2 KB of source")
def make_regex(tid):
    text = REGEX_TEXT
    search = REGEX.search

    def step():
        n = 0
        pos = 0
        while True:
            m = search(text, pos)
            if m is None:
                break
            n += m.end() - m.start() + (m.lastindex or 0)
            pos = m.end() + 1
        return n
    return step
