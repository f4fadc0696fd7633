#!/usr/bin/env bash
# tests/bench/regen.sh [PYTHON]: write tests/bench/expected/TASK.out for every
# task of bench/workloads/run.py, from CPython (default /usr/bin/python3.11).
# Run it after adding or changing a workload: the new expected/TASK.out is what
# makes the bench suite run the task (tests/tools/run-suite.py finds it).
set -eu
here=$(dirname "$(realpath "$0")")
root=$(realpath "$here/../..")
py=${1:-/usr/bin/python3.11}
cd "$root"
for task in $("$py" bench/workloads/run.py --list | cut -f1); do
    "$py" bench/workloads/run.py --check "$task" > "$here/expected/$task.out"
    echo "$task: $(cat "$here/expected/$task.out")"
done
