#!/usr/bin/env bash
# bench/examples.sh [FPY] [PROGRAM...]: the single-thread suite.  Times every
# program of examples/ (or the ones named, without .py) at its default size
# under fpy and under /usr/bin/python3.11, side by side in one hyperfine run
# per program (-N, warm-up, JSON export), checks that both print the same
# output, then prints per program the two median wall times and the ratio
# fpy/python3.11 (below 1: fpy is faster), the same for the mean CPU time
# (user + system: steadier than wall time on a loaded machine), and the
# geometric means of both ratios.
#
# Environment: PYTHON (default /usr/bin/python3.11), RUNS (default 5),
# WARMUP (default 1), RESULTS (directory for the JSON files, default
# bench/results/examples-DATE).  Use a release build of fpy
# (meson setup build-rel --buildtype=release).
set -eu
cd "$(dirname "$0")/.."
FPY=${1:-build/fpy}
[ $# -gt 0 ] && shift
PY=${PYTHON:-/usr/bin/python3.11}
RUNS=${RUNS:-5}
WARMUP=${WARMUP:-1}
RESULTS=${RESULTS:-bench/results/examples-$(date -u +%Y%m%d-%H%M%S)}

if [ $# -gt 0 ]; then
    PROGRAMS="$*"
else
    PROGRAMS=$(for f in examples/*.py; do b=${f##*/}; b=${b%.py}; [ "$b" = demo ] || echo "$b"; done)
fi
command -v hyperfine >/dev/null || { echo "examples.sh: hyperfine not found" >&2; exit 2; }
[ -x "$FPY" ] || { echo "examples.sh: no fpy binary at $FPY" >&2; exit 2; }
mkdir -p "$RESULTS"

ok=""
for p in $PROGRAMS; do
    # Same output first: a fast wrong answer is not a result.
    if ! "$PY" "examples/$p.py" > "$RESULTS/$p.python.out" 2>&1; then
        echo "examples.sh: $p fails under $PY, skipped" >&2; continue
    fi
    if ! "$FPY" "examples/$p.py" > "$RESULTS/$p.fpy.out" 2>&1 \
        || ! cmp -s "$RESULTS/$p.python.out" "$RESULTS/$p.fpy.out"; then
        echo "examples.sh: $p fails or differs under fpy, skipped (see $RESULTS/$p.fpy.out)" >&2
        continue
    fi
    echo "timing $p ..." >&2
    hyperfine -N --warmup "$WARMUP" --runs "$RUNS" --export-json "$RESULTS/$p.json" \
        -n fpy "$FPY examples/$p.py" -n python "$PY examples/$p.py" > /dev/null
    ok="$ok $p"
done

# The table, from hyperfine's JSON.
python3 - "$RESULTS" $ok <<'EOF'
import json, math, sys
results, programs = sys.argv[1], sys.argv[2:]
def geomean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs))
print(f"{'program':<15} {'fpy_s':>8} {'python_s':>8} {'ratio':>6}   {'fpy_cpu':>8} {'py_cpu':>8} {'cpu_ratio':>9}")
wall, cpu = [], []
for p in programs:
    with open(f"{results}/{p}.json") as f:
        res = {r["command"]: r for r in json.load(f)["results"]}
    fm, pm = res["fpy"]["median"], res["python"]["median"]
    fc = res["fpy"]["user"] + res["fpy"]["system"]
    pc = res["python"]["user"] + res["python"]["system"]
    wall.append(fm / pm)
    cpu.append(fc / pc)
    print(f"{p:<15} {fm:>8.3f} {pm:>8.3f} {fm / pm:>6.2f}   {fc:>8.3f} {pc:>8.3f} {fc / pc:>9.2f}")
if wall:
    print(f"{'geometric mean':<33} {geomean(wall):>6.2f}   {'':>17} {geomean(cpu):>9.2f}")
    print(f"({len(wall)} programs; ratio = fpy/python3.11 median wall time, cpu_ratio = mean user+sys time)")
EOF
echo "JSON and outputs in $RESULTS"
