# A stand-in for CPython's Tools/ccbench/ccbench.py in the bench_compare_scripts
# test: it prints the same kinds of lines (sections, task titles, one line per
# thread count up to -n N) with fixed figures, so that bench/compare's parser is
# checked without running CPython's script.  Throughput at N threads is 1000*N
# (2000 is " ( 200 %)"), latency N ms (std dev 1), bandwidth 900/(N+1).  Under
# STAND_IN_FAIL=1 it prints the throughput section, then fails as a script
# missing a module would.
import os
import sys

args = sys.argv[1:]
n = 4
sections = []
i = 0
while i < len(args):
    if args[i] == "-n":
        n = int(args[i + 1])
        i += 1
    elif args[i] in ("-t", "-l", "-b"):
        sections.append(args[i])
    i += 1
if not sections:
    sections = ["-t", "-l", "-b"]
tasks = ["Pi calculation (Python)", "regular expression (C)"]

print("== StandIn 0.1 (main) ==")
print("== x86_64 Linux on 'cpu' ==")
print()
if "-t" in sections:
    print("--- Throughput ---")
    print()
    for t in tasks:
        print(t)
        print()
        for k in range(1, n + 1):
            speed = 1000 * k
            print("threads=%d: %d" % (k, speed), end="")
            if k == 1:
                print(" iterations/s.")
            else:
                print(" ( %d %%)" % (speed / 1000 * 100))
        print()
if os.environ.get("STAND_IN_FAIL") == "1":
    sys.stderr.write("Traceback (most recent call last):\n")
    sys.stderr.write("ModuleNotFoundError: No module named 'socket'\n")
    sys.exit(1)
if "-l" in sections:
    print("--- Latency ---")
    print()
    for t in tasks:
        print("Background CPU task:", t)
        print()
        for k in range(0, n + 1):
            print("CPU threads=%d: %d ms. (std dev: %d ms.)" % (k, k, 1), end="")
            print()
        print()
if "-b" in sections:
    print("--- I/O bandwidth ---")
    print()
    print("Background CPU task:", tasks[0])
    print()
    for k in range(0, n + 1):
        speed = 900 / (k + 1)
        print("CPU threads=%d: %.1f" % (k, speed), end="")
        if k == 0:
            print(" packets/s.")
        else:
            print(" ( %d %%)" % (speed / 900 * 100))
    print()
