#!/usr/bin/env bash
# Run one program of examples/ under fpy and compare its output with CPython's.
#
#   tests/examples/run-example.sh FPY_BINARY NAME
#
# Runs, from the repository root,  FPY_BINARY examples/NAME.py ARGS
# where ARGS is the one line of tests/examples/NAME.args (a small size, so the
# test is quick even in a debug or sanitizer build), with standard input from
# tests/examples/NAME.stdin when there is one (else /dev/null).  Passes (exit 0) when
# standard output equals tests/examples/NAME.out byte for byte (made by
# python3 with tests/examples/regen.sh), the exit status is 0 and nothing was
# written to standard error.  Fails (exit 1) otherwise, with a diff; exit 2
# means the test could not be set up.
#
# Environment: FPY_RUNNER (command prefix, e.g. valgrind), FPY_TIMEOUT
# (seconds, default 120).
set -u

if [[ $# -ne 2 ]]; then
    echo "usage: $0 FPY_BINARY NAME" >&2
    exit 2
fi
fpy=$1
name=$2
if [[ $fpy == */* ]]; then
    fpy=$(realpath -e -- "$fpy") || { echo "ERROR: fpy binary not found: $1" >&2; exit 2; }
fi
cd "$(dirname "$(realpath "$0")")/../.." || exit 2

prog=examples/$name.py
exp=tests/examples/$name.out
if [[ ! -f $prog || ! -f $exp ]]; then
    echo "ERROR: missing $prog or $exp (run tests/examples/regen.sh $name)" >&2
    exit 2
fi
args=()
if [[ -f tests/examples/$name.args ]]; then
    read -r -a args < "tests/examples/$name.args"
fi
runner=()
if [[ -n ${FPY_RUNNER:-} ]]; then
    read -r -a runner <<< "$FPY_RUNNER"
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
stdin=/dev/null
[[ -f tests/examples/$name.stdin ]] && stdin=tests/examples/$name.stdin
timeout -k 5 "${FPY_TIMEOUT:-120}" ${runner[@]+"${runner[@]}"} "$fpy" "$prog" \
    ${args[@]+"${args[@]}"} < "$stdin" > "$tmp/out" 2> "$tmp/err"
rc=$?

fail=0
if [[ $rc -ne 0 ]]; then
    echo "FAIL: $prog: exit status $rc$([[ $rc -eq 124 ]] && echo ' (timed out)')"
    fail=1
fi
if ! cmp -s "$exp" "$tmp/out"; then
    echo "FAIL: $prog: standard output differs from CPython's (--- expected, +++ actual):"
    diff -u --label "expected $exp" --label "actual stdout" "$exp" "$tmp/out" | head -n 100
    fail=1
fi
if [[ -s $tmp/err ]]; then
    echo "FAIL: $prog: wrote to standard error (last 20 lines):"
    tail -n 20 "$tmp/err" | sed 's/^/  | /'
    fail=1
fi
if [[ $fail -ne 0 ]]; then
    echo "command: (cd $(pwd) && $fpy $prog ${args[*]+${args[*]}})"
    exit 1
fi
echo "PASS: $prog ${args[*]+${args[*]}}"
exit 0
