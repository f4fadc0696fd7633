#!/usr/bin/env python3
"""Collector pauses as a program sees them, fpy next to CPython.

    bench/gcpause.py [--fpy PATH] [--python PATH] [--runs N]

Three programs, each run N times (default 3) under every interpreter, in
turns; the table shows each figure's median over the runs:

  lists    keep 1 M small lists, appending in chunks of 2000: the whole
           run, the median chunk, the 99th-percentile and the worst chunk
           (a chunk that contains a collection pause is slow);
  pairs    keep 2 M lists and 2 M tuples, in chunks of 2000 pairs;
  collect  gc.collect() with 1 M live lists, the median of 5 calls.

The programs themselves are written out below (PROGRAMS) and run with
`-c`, so any Python runs them unchanged.  Wall-clock figures: run it on
an idle machine.
"""
import argparse
import os
import statistics
import subprocess
import sys

CHUNKS = r"""
import time, sys
N, PAIRS = int(sys.argv[1]), sys.argv[2] == "pairs"
live = []
times = []
t0 = time.perf_counter()
for c in range(N // 2000):
    s = time.perf_counter()
    if PAIRS:
        for i in range(2000):
            live.append([i]); live.append((i, c))
    else:
        for i in range(2000):
            live.append([i])
    times.append(time.perf_counter() - s)
total = time.perf_counter() - t0
times.sort()
print(total, times[len(times) // 2], times[int(len(times) * 0.99)], times[-1])
"""

COLLECT = r"""
import gc, time
live = [[i] for i in range(1_000_000)]
ts = []
for k in range(5):
    s = time.perf_counter(); gc.collect(); ts.append(time.perf_counter() - s)
ts.sort()
print(ts[2])
"""

PROGRAMS = [
    ("lists", [CHUNKS, "1000000", "lists"], ["run", "median chunk", "p99 chunk", "worst chunk"]),
    ("pairs", [CHUNKS, "2000000", "pairs"], ["run", "median chunk", "p99 chunk", "worst chunk"]),
    ("collect", [COLLECT], ["gc.collect()"]),
]


def run(interp, args):
    out = subprocess.run([interp, "-c"] + args, capture_output=True, text=True, check=True).stdout
    return [float(x) for x in out.split()]


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--fpy", default=os.path.join(root, "build", "fpy"))
    ap.add_argument("--python", default="/usr/bin/python3.11" if os.path.exists("/usr/bin/python3.11") else "python3")
    ap.add_argument("--runs", type=int, default=3)
    opts = ap.parse_args()
    interps = [("fpy", opts.fpy), ("python", opts.python)]
    print(f"{'program':9} {'figure':14} " + " ".join(f"{name:>10}" for name, _ in interps) + "   fpy/python")
    for name, args, figures in PROGRAMS:
        samples = {label: [] for label, _ in interps}
        for _ in range(opts.runs):
            for label, path in interps:
                samples[label].append(run(path, args))
        for i, fig in enumerate(figures):
            meds = [statistics.median(s[i] for s in samples[label]) * 1e3 for label, _ in interps]
            ratio = meds[0] / meds[1] if meds[1] else float("nan")
            print(f"{name:9} {fig:14} " + " ".join(f"{m:8.2f}ms" for m in meds) + f"   {ratio:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
