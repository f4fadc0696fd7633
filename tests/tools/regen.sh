#!/usr/bin/env bash
# Regenerate the expected outputs of the script, error, threads, stress and
# gc tests with CPython.
#
#   tests/tools/regen.sh              regenerate every test
#   tests/tools/regen.sh T.py ...     regenerate only the named tests
#                                     (paths like tests/scripts/001_int_arith.py
#                                     or tests/threads/001_list_append.py)
#
# For each test X.py it runs, from the repository root,
#     python3 tests/<dir>/X.py ARGS < STDIN
# where ARGS is the one line of X.args (if present, split on whitespace) and
# STDIN is X.stdin (or /dev/null), and writes
#     X.out   the exact standard output
#     X.err   two lines: the exit code, then the last non-empty line of
#             standard error ("" if there is none)
# A collector test (tests/gc/X.py) gets only X.out: it must exit 0, which
# run-gc-test.py checks.
# Occurrences of the absolute repository root followed by "/" are removed from
# that last line, so messages that embed the script path (such as CPython's
# "Non-UTF-8 code ... in file PATH") compare equal whether an implementation
# prints the path as given or as an absolute path.  run-script-test.sh does the
# same.
#
# Every test is run twice, with PYTHONHASHSEED=1 and PYTHONHASHSEED=2; the
# script fails if the two runs differ (a test that depends on str hashing) or
# if a test that exits 0 wrote anything to stderr (e.g. a SyntaxWarning).
#
# Environment: PYTHON (default python3), TEST_TIMEOUT (seconds, default 120).
set -uo pipefail

cd "$(dirname "$(realpath "$0")")/../.." || exit 2
root=$(pwd -P)
py=${PYTHON:-python3}
limit=${TEST_TIMEOUT:-120}

if ! command -v "$py" >/dev/null 2>&1; then
    echo "regen.sh: $py not found" >&2
    exit 2
fi

export PYTHONIOENCODING=utf-8 PYTHONDONTWRITEBYTECODE=1
unset PYTHONSTARTUP PYTHONPATH PYTHONWARNINGS PYTHONSAFEPATH 2>/dev/null || true

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

last_line() {
    # Last non-empty line of file $1, with "$root/" removed.
    local l
    l=$(awk 'NF { l = $0 } END { print l }' "$1")
    printf '%s' "${l//"$root/"/}"
}

# run_test REL SEED OUTFILE ERRFILE
run_test() {
    local rel=$1 seed=$2 out=$3 err=$4 base=${1%.py} stdin=/dev/null rc
    local -a args=()
    if [[ -f $base.args ]]; then
        read -r -a args < "$base.args"
    fi
    if [[ -f $base.stdin ]]; then
        stdin=$base.stdin
    fi
    PYTHONHASHSEED=$seed timeout -k 10 "$limit" "$py" "$rel" ${args[@]+"${args[@]}"} \
        < "$stdin" > "$out" 2> "$tmp/stderr"
    rc=$?
    printf '%s\n%s\n' "$rc" "$(last_line "$tmp/stderr")" > "$err"
    if [[ $rc -eq 0 && -s $tmp/stderr ]]; then
        echo "WARNING: $rel exited 0 but wrote to stderr:" >&2
        sed 's/^/    /' "$tmp/stderr" >&2
        return 1
    fi
    if [[ $rc -ge 124 ]]; then
        echo "WARNING: $rel timed out or died of a signal (exit $rc)" >&2
        return 1
    fi
    return 0
}

if [[ $# -gt 0 ]]; then
    tests=()
    for t in "$@"; do
        t=$(realpath -- "$t" 2>/dev/null || echo "$t")
        tests+=("${t#"$root"/}")
    done
else
    shopt -s nullglob
    tests=(tests/scripts/*.py tests/errors/*.py tests/threads/*.py tests/stress/*.py tests/gc/[0-9]*.py)
fi

status=0
count=0
for rel in "${tests[@]}"; do
    if [[ ! -f $rel ]]; then
        echo "regen.sh: no such test: $rel" >&2
        status=1
        continue
    fi
    base=${rel%.py}
    err=$base.err
    if [[ $rel == tests/gc/* ]]; then
        err=$tmp/err1
    fi
    run_test "$rel" 1 "$base.out" "$err" || status=1
    if [[ $rel == tests/gc/* && $(sed -n 1p "$err") != 0 ]]; then
        echo "WARNING: $rel: a collector test must exit 0 (exit $(sed -n 1p "$err"))" >&2
        status=1
    fi
    run_test "$rel" 2 "$tmp/out2" "$tmp/err2" >/dev/null 2>&1
    if ! cmp -s "$base.out" "$tmp/out2" || ! cmp -s "$err" "$tmp/err2"; then
        echo "NONDETERMINISTIC: $rel differs between PYTHONHASHSEED=1 and 2" >&2
        diff -u "$base.out" "$tmp/out2" | head -n 20 >&2
        status=1
    fi
    count=$((count + 1))
done
echo "regen.sh: regenerated $count test(s)$([[ $status -ne 0 ]] && echo ', with problems (see above)')"
exit $status
