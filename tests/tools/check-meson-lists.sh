#!/usr/bin/env bash
# Check that tests/meson.build lists exactly the tests present on disk (sorted),
# and that every test has its expected outputs (.out and .err).
set -u
cd "$(dirname "$(realpath "$0")")/.." || exit 2
status=0
for kind in scripts errors; do
    var=${kind%s}_tests
    listed=$(awk -v v="$var" '$0 ~ "^"v" = \\[" {on=1; next} on && /^\]/ {on=0} on' meson.build \
             | tr -d " ',")
    present=$(cd "$kind" && ls -1 -- *.py 2>/dev/null | sed 's/\.py$//' | LC_ALL=C sort)
    if [[ $listed != "$(printf '%s\n' "$listed" | LC_ALL=C sort)" ]]; then
        echo "meson.build: $var is not sorted"
        status=1
    fi
    if ! diff <(printf '%s\n' "$listed" | LC_ALL=C sort) <(printf '%s\n' "$present") > /dev/null; then
        echo "meson.build: $var differs from $kind/*.py (< listed only, > on disk only):"
        diff <(printf '%s\n' "$listed" | LC_ALL=C sort) <(printf '%s\n' "$present") | grep '^[<>]'
        status=1
    fi
    for t in $present; do
        for ext in out err; do
            [[ -f $kind/$t.$ext ]] || { echo "missing $kind/$t.$ext (run tools/regen.sh)"; status=1; }
        done
    done
    echo "$kind: $(printf '%s\n' "$present" | grep -c .) tests"
done
exit $status
