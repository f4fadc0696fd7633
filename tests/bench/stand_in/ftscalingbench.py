# A stand-in for CPython's Tools/ftscalingbench/ftscalingbench.py in the
# bench_compare_scripts test: the same lines ("Running benchmarks with N
# threads", then "NAME  1.9x faster" or "slower"), with figures that depend on
# the run: the k-th run under one interpreter (counted in the file named by
# STAND_IN_STATE) prints 1.0+0.2*k for "steady" (the best of 3 runs is 1.4),
# 1.5 for "fixed", and "2.0x slower" for "contended" (a speedup of 0.5).
# Under STAND_IN_FAIL=1 it fails at once.
import os
import sys

if os.environ.get("STAND_IN_FAIL") == "1":
    sys.stderr.write("Traceback (most recent call last):\n")
    sys.stderr.write("ModuleNotFoundError: No module named 'argparse'\n")
    sys.exit(1)
args = sys.argv[1:]
threads = int(args[args.index("-t") + 1]) if "-t" in args else 2
k = 0
state = os.environ.get("STAND_IN_STATE")
if state:
    key = sys.executable + "\n"
    try:
        with open(state) as f:
            k = f.read().count(key)
    except OSError:
        pass
    with open(state, "a") as f:
        f.write(key)
print("Running benchmarks with %d threads" % threads)
print("%-18s %4sx %s" % ("steady", round(1.0 + 0.2 * k, 1), "faster"))
print("%-18s %4sx %s" % ("fixed", 1.5, "faster"))
print("%-18s %4sx %s" % ("contended", 2.0, "slower"))
