# What every stress test shares: its size argument and its report line.
# A test runs as `fpy tests/stress/NNN_name.py [scale=F]`; scale=F
# multiplies its sizes (thread counts stay) without changing its output.
import sys

SCALE = 1.0
for a in sys.argv[1:]:
    if a.startswith("scale="):
        SCALE = float(a[6:])


def size(x):
    """x scaled, at least 2."""
    return max(2, int(x * SCALE))


def check(name, ok, detail=""):
    print(name, "ok" if ok else "FAIL " + str(detail))
