#!/usr/bin/env bash
# Run one suite N times in a row and count the runs that passed: the way to
# look for failures that come and go (races), e.g. in the stress suite.
#
#   tests/tools/repeat-suite.sh N SUITE FPY_BINARY [run-suite.py options and FILTERs...]
#   tests/tools/repeat-suite.sh 20 stress build/fpy
#   tests/tools/repeat-suite.sh 50 stress build/fpy 009 011       # only those tests
#   tests/tools/repeat-suite.sh 5 stress build-tsan/fpy --extra=scale=0.1 --timeout 300
#
# Prints one line per run (its number, PASS or FAIL, seconds, and the tests
# that failed), then "N runs: P passed, F failed".  The output of each failed
# run (its diffs and rerun commands) is kept in a file named on the FAIL line.
# Exit status 0 when every run passed, 1 otherwise.
set -u

if [[ $# -lt 3 || ! $1 =~ ^[0-9]+$ ]]; then
    echo "usage: $0 N SUITE FPY_BINARY [run-suite.py options and FILTERs...]" >&2
    exit 2
fi
n=$1
shift
here=$(dirname "$(realpath "$0")")
logdir=$(mktemp -d "${TMPDIR:-/tmp}/repeat-suite.XXXXXX")
passed=0
for ((i = 1; i <= n; i++)); do
    start=$(date +%s.%N)
    "$here/run-suite.py" "$@" > "$logdir/run$i.log" 2>&1
    rc=$?
    secs=$(awk -v s="$start" -v e="$(date +%s.%N)" 'BEGIN { printf "%.1f", e - s }')
    failed=$(sed -n 's/^not ok [0-9]* - //p' "$logdir/run$i.log" | tr '\n' ' ')
    if [[ $rc -eq 0 && -z $failed ]]; then
        passed=$((passed + 1))
        echo "run $i: PASS ${secs} s"
        rm -f "$logdir/run$i.log"
    else
        echo "run $i: FAIL ${secs} s (exit $rc) ${failed}- see $logdir/run$i.log"
    fi
done
echo "$n runs: $passed passed, $((n - passed)) failed"
[[ $passed -eq $n ]] && rmdir "$logdir" 2>/dev/null
[[ $passed -eq $n ]]
