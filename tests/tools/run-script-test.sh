#!/usr/bin/env bash
# Run one script or error test against an fpy binary and compare with CPython.
#
#   tests/tools/run-script-test.sh FPY_BINARY TEST_PY [EXTRA_ARG...]
#
# TEST_PY is tests/scripts/X.py or tests/errors/X.py (relative to the current
# directory, or absolute).  The test is run from the repository root as
#     FPY_BINARY tests/<dir>/X.py ARGS EXTRA_ARGS < STDIN
# (ARGS: the one line of X.args, split on whitespace; EXTRA_ARGS: the ones
# given after TEST_PY, e.g. scale=0.1 for a stress test; STDIN: X.stdin or
# /dev/null), so tracebacks name the file exactly as they did for CPython.
#
# Passes (exit 0) when standard output equals X.out byte for byte, and the exit
# code and last non-empty line of standard error equal the two lines of X.err.
# Fails (exit 1) otherwise, showing a diff; also fails when the process died
# of a signal (exit status >= 128) or ran past the time limit.  Exit 2 means
# the test could not be set up (missing files).
#
# Environment:
#   FPY_RUNNER   command prefix, e.g. "valgrind -q --error-exitcode=99"
#   FPY_TIMEOUT  seconds before the test is killed (default 60)
set -u

if [[ $# -lt 2 ]]; then
    echo "usage: $0 FPY_BINARY TEST_PY [EXTRA_ARG...]" >&2
    exit 2
fi

fpy=$1
test_py=$2
shift 2
extra=("$@")
# Resolve paths given relative to the caller's directory before moving.
if [[ $fpy == */* ]]; then
    fpy=$(realpath -e -- "$fpy") || { echo "ERROR: fpy binary not found: $1" >&2; exit 2; }
fi
test_abs=$(realpath -e -- "$test_py" 2>/dev/null) || { echo "ERROR: no such test: $test_py" >&2; exit 2; }

cd "$(dirname "$(realpath "$0")")/../.." || exit 2
root=$(pwd -P)
case $test_abs in
    "$root"/*) rel=${test_abs#"$root"/} ;;
    *) echo "ERROR: $test_py is not inside the repository ($root)" >&2; exit 2 ;;
esac

base=${rel%.py}
exp_out=$base.out
exp_err=$base.err
if [[ ! -f $exp_out || ! -f $exp_err ]]; then
    echo "ERROR: missing $exp_out or $exp_err; run tests/tools/regen.sh $rel" >&2
    exit 2
fi

args=()
if [[ -f $base.args ]]; then
    read -r -a args < "$base.args"
fi
args+=(${extra[@]+"${extra[@]}"})
stdin=/dev/null
if [[ -f $base.stdin ]]; then
    stdin=$base.stdin
fi
runner=()
if [[ -n ${FPY_RUNNER:-} ]]; then
    read -r -a runner <<< "$FPY_RUNNER"
fi
limit=${FPY_TIMEOUT:-60}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

timeout -k 5 "$limit" ${runner[@]+"${runner[@]}"} "$fpy" "$rel" ${args[@]+"${args[@]}"} \
    < "$stdin" > "$tmp/out" 2> "$tmp/err"
rc=$?

cmdline="${runner[*]+${runner[*]} }$fpy $rel${args[*]+ ${args[*]}}"
fail=0

if [[ $rc -eq 124 ]]; then
    echo "FAIL: $rel: timed out after ${limit}s"
    fail=1
elif [[ $rc -ge 128 ]]; then
    sig=$(kill -l $((rc - 128)) 2>/dev/null || echo "?")
    echo "FAIL: $rel: process died of signal $((rc - 128)) (SIG$sig), exit status $rc"
    fail=1
elif [[ $rc -eq 126 || $rc -eq 127 || $rc -eq 125 ]]; then
    echo "FAIL: $rel: could not run '$cmdline' (exit status $rc)"
    fail=1
fi

if ! cmp -s "$exp_out" "$tmp/out"; then
    echo "FAIL: $rel: standard output differs (--- expected, +++ actual):"
    diff -u --label "expected $exp_out" --label "actual stdout" "$exp_out" "$tmp/out" | head -n 200
    fail=1
fi

exp_rc=$(sed -n 1p "$exp_err")
exp_last=$(sed -n 2p "$exp_err")
act_last=$(awk 'NF { l = $0 } END { print l }' "$tmp/err")
act_last=${act_last//"$root/"/}
if [[ $rc != "$exp_rc" ]]; then
    echo "FAIL: $rel: exit code: expected $exp_rc, actual $rc"
    fail=1
fi
if [[ $act_last != "$exp_last" ]]; then
    echo "FAIL: $rel: last line of stderr differs:"
    echo "  - expected: $exp_last"
    echo "  + actual:   $act_last"
    fail=1
fi

if [[ $fail -ne 0 ]]; then
    echo "command: (cd $root && $cmdline < $stdin)"
    if [[ -s $tmp/err ]]; then
        echo "stderr (last 20 lines):"
        tail -n 20 "$tmp/err" | sed 's/^/  | /'
    fi
    exit 1
fi
echo "PASS: $rel"
exit 0
