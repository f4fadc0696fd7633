#!/usr/bin/env bash
# tests/bench/check-task-list.sh FPY: the expected outputs tests/bench/expected/
# TASK.out (one per task, each one a test of the bench suite) name exactly the
# tasks bench/workloads/run.py --list prints under FPY: a new workload without
# its expected output, or an expected output left from a removed one, fails.
set -u
[[ $# -eq 1 ]] || { echo "usage: $0 FPY" >&2; exit 2; }
here=$(dirname "$(realpath "$0")")
root=$(realpath "$here/../..")
fpy=$(realpath -e -- "$1") || { echo "ERROR: no fpy binary $1" >&2; exit 2; }
actual=$("$fpy" "$root/bench/workloads/run.py" --list | cut -f1) || { echo "FAIL: run.py --list"; exit 1; }
actual=$(printf '%s\n' "$actual" | LC_ALL=C sort)
expected=$(cd "$here/expected" && ls -1 -- *.out 2>/dev/null | sed 's/\.out$//' | LC_ALL=C sort)
if [[ $expected != "$actual" ]]; then
    echo "FAIL: tests/bench/expected/*.out differ from run.py --list (< expected/ only, > run.py only):"
    diff <(echo "$expected") <(echo "$actual") | grep '^[<>]'
    echo "(run tests/bench/regen.sh for a new task; delete the .out of a removed one)"
    exit 1
fi
echo "PASS: $(echo "$actual" | wc -l) tasks, each with expected/TASK.out"
