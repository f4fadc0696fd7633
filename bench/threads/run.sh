#!/bin/sh
# bench/threads/run.sh [FPY]: thread scaling, fpy against /usr/bin/python3.11 in
# the same run: each workload in 1 thread, then 2 threads doing twice the work.
# Prints medians and the throughput ratio 2 * t1 / t2 (2.0 = perfect scaling on
# 2 cores; a GIL gives about 1.0).  Measured on this machine, it is a 2-thread result.
# Each run takes 0.15-0.6 s of work per thread: shorter runs are dominated by
# run-to-run noise on a small shared VM (±10-20%).
set -eu
cd "$(dirname "$0")/../.."
FPY=${1:-build/fpy}
PY=/usr/bin/python3.11
out=$(mktemp -d)
printf '%-10s %-8s %8s %8s %8s\n' bench impl t1_s t2_s scaling
for b in intloop dictstr pidigits shareddict; do
    for impl in "$FPY" "$PY"; do
        hyperfine -N --warmup 1 --runs 10 --export-json "$out/r.json" \
            "$impl bench/threads/$b.py 1" "$impl bench/threads/$b.py 2" >/dev/null 2>&1
        meds=$(tr ',' '\n' < "$out/r.json" | sed -n 's/.*"median": *//p')
        t1=$(echo "$meds" | sed -n 1p); t2=$(echo "$meds" | sed -n 2p)
        awk -v b="$b" -v i="$(basename "$impl")" -v a="$t1" -v c="$t2" \
            'BEGIN { printf "%-10s %-8s %8.3f %8.3f %8.2f\n", b, i, a, c, 2 * a / c }'
    done
done
rm -rf "$out"
