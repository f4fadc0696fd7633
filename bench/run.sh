#!/bin/sh
# bench/run.sh [FPY] [BENCH...]: time fpy against Debian's CPython 3.11 in the
# same run (hyperfine -N, median of the runs) and print fpy/python ratios.
# Single-threaded microbenchmarks; a ratio below 1 means fpy is faster.
set -eu
cd "$(dirname "$0")/.."
FPY=${1:-build/fpy}
[ $# -gt 0 ] && shift
PY=/usr/bin/python3.11
BENCHES=${*:-"fib loop listsum dictstr"}
out=$(mktemp -d)
printf '%-10s %10s %10s %8s\n' bench fpy_s python_s ratio
for b in $BENCHES; do
    hyperfine -N --warmup 2 --runs 10 --export-json "$out/$b.json" \
        "$FPY bench/$b.py" "$PY bench/$b.py" >/dev/null
    # medians, from hyperfine's JSON (no python: sed/awk only)
    meds=$(tr ',' '\n' < "$out/$b.json" | sed -n 's/.*"median": *//p')
    f=$(echo "$meds" | sed -n 1p); p=$(echo "$meds" | sed -n 2p)
    awk -v b="$b" -v f="$f" -v p="$p" 'BEGIN { printf "%-10s %10.3f %10.3f %8.2f\n", b, f, p, f / p }'
done
rm -rf "$out"
