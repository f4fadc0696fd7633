# An exception unwinding through 100,000 frames: each frame adds one
# traceback entry in constant time (a quadratic unwind took minutes), and
# the traceback objects walk all of them.
import sys
sys.setrecursionlimit(150000)

def f(n):
    if n == 0:
        raise ValueError("bottom")
    return f(n - 1)

for depth in (1000, 100000):
    try:
        f(depth)
    except ValueError as e:
        n = 0
        tb = e.__traceback__
        lines = set()
        while tb is not None:
            n += 1
            lines.add(tb.tb_lineno)
            tb = tb.tb_next
        print(depth, n, sorted(lines))

def g(n):
    return g(n + 1)

try:
    g(0)
except RecursionError as e:
    print("RecursionError:", e)
