#!/usr/bin/env bash
# tests/bench/compare-scripts-test.sh FPY: bench/compare's --ccbench and
# --ftscalingbench on stand-ins of CPython's two scripts (stand_in/*.py: the
# same output formats, fixed figures), under this build's fpy, CPython, and
# stand_in/broken-python (CPython with STAND_IN_FAIL=1, under which both
# stand-ins fail), no workloads (--tasks none), 1 and 2 threads, 3 runs.
# verify_compare_scripts.py then checks the parsed figures in the table,
# results.json and speedup.svg, and that the failing runs are reported.
set -u
[[ $# -eq 1 ]] || { echo "usage: $0 FPY" >&2; exit 2; }
here=$(dirname "$(realpath "$0")")
root=$(realpath "$here/../..")
fpy=$(realpath -e -- "$1") || { echo "ERROR: no fpy binary $1" >&2; exit 2; }
py=/usr/bin/python3.11
[[ -x $py ]] || py=$(command -v python3)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
export STAND_IN_PYTHON=$py STAND_IN_STATE=$out/runs
"$root/bench/compare" --fpy "$fpy" --python "$py" --python "$here/stand_in/broken-python" \
    --tasks none --threads 1,2 --repeat 3 \
    --ccbench "$here/stand_in/ccbench.py" --ftscalingbench "$here/stand_in/ftscalingbench.py" \
    --out "$out/res" > "$out/stdout" 2> "$out/stderr"
rc=$?
echo "--- stdout"; cat "$out/stdout"
echo "--- stderr (last lines)"; tail -n 5 "$out/stderr"
# 1: some run failed (broken-python's, on purpose); anything else is wrong
if [[ $rc -ne 1 ]] || grep -q Traceback "$out/stderr"; then
    echo "FAIL: bench/compare exited with $rc (expected 1: runs failed)"
    exit 1
fi
"$py" "$here/verify_compare_scripts.py" "$out/res" "$out/stdout" || exit 1
# --from reprints the same table from results.json
"$root/bench/compare" --from "$out/res/results.json" --out "$out/again" > "$out/stdout2" 2>/dev/null
if ! cmp -s "$out/stdout" "$out/stdout2"; then
    echo "FAIL: --from printed another table:"; diff "$out/stdout" "$out/stdout2"; exit 1
fi
echo "ok: --from reprints the same table"
