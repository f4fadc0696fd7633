#!/usr/bin/env bash
# tests/bench/check-workload.sh FPY TASK: run one bench/ workload in check mode
# (fixed work in 2 threads, prints a checksum) under FPY and compare its output
# byte for byte with CPython's, tests/bench/expected/TASK.out (regen.sh makes it).
# Passes when the outputs are equal, the exit code is 0 and stderr is empty.
set -u
[[ $# -eq 2 ]] || { echo "usage: $0 FPY TASK" >&2; exit 2; }
here=$(dirname "$(realpath "$0")")
root=$(realpath "$here/../..")
fpy=$(realpath -e -- "$1") || { echo "ERROR: no fpy binary $1" >&2; exit 2; }
task=$2
expected=$here/expected/$task.out
[[ -f $expected ]] || { echo "ERROR: missing $expected (run tests/bench/regen.sh)" >&2; exit 2; }
out=$(mktemp) err=$(mktemp)
trap 'rm -f "$out" "$err"' EXIT
timeout "${FPY_TIMEOUT:-120}" "$fpy" "$root/bench/workloads/run.py" --check "$task" > "$out" 2> "$err"
rc=$?
status=0
if [[ $rc -ne 0 ]]; then
    echo "FAIL: exit code $rc (expected 0)"; status=1
fi
if [[ -s $err ]]; then
    echo "FAIL: stderr is not empty:"; tail -n 20 "$err"; status=1
fi
if ! diff -u "$expected" "$out"; then
    echo "FAIL: output differs from CPython's (- CPython, + fpy)"; status=1
fi
exit $status
