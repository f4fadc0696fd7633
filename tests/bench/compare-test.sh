#!/usr/bin/env bash
# tests/bench/compare-test.sh FPY: bench/compare on tiny settings against this
# build's fpy (it builds nothing) and CPython: two throughput/contention tasks,
# the latency task and a one-program examples suite, 1 and 2 threads, 0.05 s per
# run.  verify_compare.py then checks the table, results.json and speedup.svg.
set -u
[[ $# -eq 1 ]] || { echo "usage: $0 FPY" >&2; exit 2; }
here=$(dirname "$(realpath "$0")")
root=$(realpath "$here/../..")
fpy=$(realpath -e -- "$1") || { echo "ERROR: no fpy binary $1" >&2; exit 2; }
py=/usr/bin/python3.11
[[ -x $py ]] || py=$(command -v python3)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
"$root/bench/compare" --fpy "$fpy" --python "$py" --quick --duration 0.05 --threads 1,2 \
    --tasks intloop,call_method,wakeup,examples --examples "$here/tiny_examples" \
    --example-runs 2 --out "$out/res" > "$out/stdout" 2> "$out/stderr"
rc=$?
echo "--- stdout"; cat "$out/stdout"
echo "--- stderr (last lines)"; tail -n 5 "$out/stderr"
if [[ $rc -ne 0 ]]; then
    echo "FAIL: bench/compare exited with $rc"
    exit 1
fi
exec "$py" "$here/verify_compare.py" "$out/res" "$out/stdout"
