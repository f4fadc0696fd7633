#!/usr/bin/env bash
# Regenerate the expected outputs of the example tests with CPython.
#
#   tests/examples/regen.sh            every tests/examples/*.args
#   tests/examples/regen.sh NAME ...   only those programs
#
# For each NAME it runs  python3 examples/NAME.py ARGS  (ARGS: the one line of
# tests/examples/NAME.args; standard input from tests/examples/NAME.stdin when
# there is one, else /dev/null) from the repository root and writes the standard
# output to tests/examples/NAME.out.  The program is run twice, with
# PYTHONHASHSEED=1 and 2; the script fails when the two outputs differ (a
# program that depends on str hashing), when the program fails, or when it
# writes to standard error.  Environment: PYTHON (default python3).
set -uo pipefail

cd "$(dirname "$(realpath "$0")")/../.." || exit 2
py=${PYTHON:-python3}
export PYTHONDONTWRITEBYTECODE=1
unset PYTHONPATH PYTHONSTARTUP 2>/dev/null || true

if [[ $# -gt 0 ]]; then
    names=("$@")
else
    names=()
    for a in tests/examples/*.args; do
        n=${a##*/}
        names+=("${n%.args}")
    done
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
for name in "${names[@]}"; do
    args=()
    if [[ -f tests/examples/$name.args ]]; then
        read -r -a args < "tests/examples/$name.args"
    fi
    stdin=/dev/null
    [[ -f tests/examples/$name.stdin ]] && stdin=tests/examples/$name.stdin
    for seed in 1 2; do
        PYTHONHASHSEED=$seed timeout 300 "$py" "examples/$name.py" ${args[@]+"${args[@]}"} \
            < "$stdin" > "$tmp/out$seed" 2> "$tmp/err"
        rc=$?
        if [[ $rc -ne 0 || -s $tmp/err ]]; then
            echo "regen.sh: examples/$name.py failed under $py (exit $rc):" >&2
            sed 's/^/    /' "$tmp/err" >&2
            status=1
            continue 2
        fi
    done
    if ! cmp -s "$tmp/out1" "$tmp/out2"; then
        echo "regen.sh: examples/$name.py depends on the hash seed" >&2
        status=1
        continue
    fi
    cp "$tmp/out1" "tests/examples/$name.out"
    echo "regenerated tests/examples/$name.out"
done
exit $status
