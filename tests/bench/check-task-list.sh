#!/usr/bin/env bash
# tests/bench/check-task-list.sh FPY TASK...: the tasks listed in
# tests/bench/meson.build are exactly those bench/workloads/run.py --list
# prints (so a new workload cannot go untested), and each has an expected output.
set -u
here=$(dirname "$(realpath "$0")")
root=$(realpath "$here/../..")
fpy=$(realpath -e -- "$1") || exit 2
shift
listed=$(printf '%s\n' "$@")
actual=$("$fpy" "$root/bench/workloads/run.py" --list | cut -f1) || { echo "FAIL: run.py --list"; exit 1; }
status=0
if [[ $listed != "$actual" ]]; then
    echo "FAIL: tests/bench/meson.build's bench_tasks differ from run.py --list (< meson, > run.py):"
    diff <(echo "$listed") <(echo "$actual")
    status=1
fi
for t in $actual; do
    [[ -f $here/expected/$t.out ]] || { echo "FAIL: missing expected/$t.out (run regen.sh)"; status=1; }
done
exit $status
