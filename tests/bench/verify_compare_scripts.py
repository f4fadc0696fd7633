# verify_compare_scripts.py OUTDIR STDOUT: check what compare-scripts-test.sh's
# run of bench/compare made of the stand-in scripts (stand_in/*.py print fixed
# figures): the parsed figures in OUTDIR/results.json and in the printed table,
# the best of 3 ftscalingbench runs, the failing runs under broken-python
# reported with the last line of their stderr (ccbench's figures from before
# it failed kept), and the chart's panels and bars in OUTDIR/speedup.svg.
import json
import os
import sys
import xml.etree.ElementTree as ET

failures = []


def check(cond, what):
    if not cond:
        failures.append(what)


outdir, stdout_path = sys.argv[1], sys.argv[2]
with open(stdout_path) as f:
    table = f.read()
with open(os.path.join(outdir, "table.txt")) as f:
    check(f.read() == table, "table.txt differs from the printed table")
with open(os.path.join(outdir, "results.json")) as f:
    doc = json.load(f)

labels = [i["label"] for i in doc["interpreters"]]
check(labels == ["fpy", labels[1], "broken-python"], "interpreters: %r" % labels)
good = labels[:2]
check(doc["tasks"] == [] and doc["results"] == [], "--tasks none runs no workload")
scripts = doc.get("scripts") or {}

# ---- ccbench
cc = scripts.get("ccbench", {})
check(cc.get("args") == ["-n", "2"], "ccbench gets -n 2 (the largest --threads): %r" % cc.get("args"))
check(os.path.basename(cc.get("path", "")) == "ccbench.py", "ccbench path recorded")
TASKS = ["Pi calculation (Python)", "regular expression (C)"]
for lab in good:
    run = cc.get("runs", {}).get(lab, {})
    check("error" not in run, "ccbench under %s failed: %s" % (lab, run.get("error")))
    check(run.get("sections") == ["throughput", "latency", "bandwidth"], "ccbench sections of " + lab)
    check(run.get("throughput") == {t: {"1": 1000.0, "2": 2000.0} for t in TASKS},
          "ccbench throughput of %s: %r" % (lab, run.get("throughput")))
    check(run.get("latency") == {t: {str(n): {"avg_ms": n, "stddev_ms": 1} for n in (0, 1, 2)}
                                 for t in TASKS},
          "ccbench latency of %s: %r" % (lab, run.get("latency")))
    check(run.get("bandwidth") == {TASKS[0]: {"0": 900.0, "1": 450.0, "2": 300.0}},
          "ccbench bandwidth of %s: %r" % (lab, run.get("bandwidth")))
broken = cc.get("runs", {}).get("broken-python", {})
check(broken.get("error") == "exit 1: ModuleNotFoundError: No module named 'socket'",
      "ccbench failure under broken-python: %r" % broken.get("error"))
check(broken.get("throughput", {}).get(TASKS[0]) == {"1": 1000.0, "2": 2000.0},
      "the figures printed before the failure are kept")
check(not broken.get("latency") and not broken.get("bandwidth"), "no figures after the failure")

# ---- ftscalingbench
ft = scripts.get("ftscalingbench", {})
check(ft.get("args") == ["-t", "2"], "ftscalingbench gets -t 2: %r" % ft.get("args"))
check(ft.get("repeat") == 3, "ftscalingbench repeat")
for lab in good:
    run = ft.get("runs", {}).get(lab, {})
    check("error" not in run, "ftscalingbench under %s failed: %s" % (lab, run.get("error")))
    check(run.get("threads") == 2, "ftscalingbench threads of " + lab)
    # the stand-in prints 1.0, 1.2, 1.4 for "steady" in its 3 runs: the best is kept
    check(run.get("speedups") == {"steady": 1.4, "fixed": 1.5, "contended": 0.5},
          "ftscalingbench speedups of %s: %r" % (lab, run.get("speedups")))
    check([t["speedups"].get("steady") for t in run.get("trials", [])] == [1.0, 1.2, 1.4],
          "ftscalingbench trials of %s" % lab)
    check(abs(run.get("geomean_speedup", 0) - (1.4 * 1.5 * 0.5) ** (1 / 3)) < 1e-9,
          "ftscalingbench geomean of " + lab)
broken = ft.get("runs", {}).get("broken-python", {})
check(broken.get("error") == "exit 1: ModuleNotFoundError: No module named 'argparse' "
      "(3 of 3 runs failed)", "ftscalingbench failure: %r" % broken.get("error"))
check(broken.get("speedups") == {}, "no speedups under broken-python")

# ---- the table
rows = [line.split() for line in table.splitlines()]


def has_row(*cells):
    return any(r[-len(cells):] == list(cells) for r in rows)


for head in ("ccbench throughput (ccbench.py -n 2)", "ccbench latency (ccbench.py -n 2)",
             "ccbench bandwidth (ccbench.py -n 2)",
             "ftscalingbench (ftscalingbench.py -t 2, best of 3 runs)"):
    check(head in table, "table lacks %r" % head)
check("summary (" not in table, "no workload summary without workloads")
check(any(r[:7] == ["Pi", "calculation", "(Python)", "fpy", "1000", "2000", "(200%)"] for r in rows),
      "throughput row of fpy")
for lab in good + ["broken-python"]:
    check(has_row(lab, "1000", "2000", "(200%)"), "throughput row of " + lab)
for lab in good:
    check(has_row(lab, "0", "(1)", "1", "(1)", "2", "(1)"), "latency row of " + lab)
    check(has_row(lab, "900.0", "450.0", "(50%)", "300.0", "(33%)"), "bandwidth row of " + lab)
check(has_row("broken-python", "FAILED"), "broken-python's latency and bandwidth rows: FAILED")
check(has_row("steady", "1.40", "1.40", "FAILED") and has_row("fixed", "1.50", "1.50", "FAILED")
      and has_row("contended", "0.50", "0.50", "FAILED"), "ftscalingbench rows")
check(has_row("geomean", "1.02", "1.02", "-"), "ftscalingbench geomean row")
check("  ccbench failed under broken-python: exit 1: ModuleNotFoundError: No module named "
      "'socket'\n" in table, "the table reports ccbench's failure")
check("  ftscalingbench failed under broken-python: exit 1: ModuleNotFoundError: No module "
      "named 'argparse' (3 of 3 runs failed)\n" in table, "the table reports ftscalingbench's failure")

# ---- the chart
svg = ET.parse(os.path.join(outdir, "speedup.svg")).getroot()
ns = "{http://www.w3.org/2000/svg}"
texts = " ".join("".join(e.itertext()) for e in svg.iter(ns + "text"))
for t in TASKS:
    check(("ccbench: " + t) in texts, "a ccbench panel for " + t)
check("ftscalingbench" in texts, "the ftscalingbench bars")
lines = list(svg.iter(ns + "polyline"))
# panels: 2 throughput (with the ideal), 2 latency, 1 bandwidth
check(len([p for p in lines if p.get("class") == "ideal"]) == 2, "ideal line per throughput panel")
for lab in good:
    check(len([p for p in lines if p.get("class") == lab]) == 5, "a line for %s in each panel" % lab)
    check(len([r for r in svg.iter(ns + "rect") if r.get("class") == lab]) == 3,
          "a bar for %s per benchmark" % lab)
check(len([p for p in lines if p.get("class") == "broken-python"]) == 2,
      "broken-python's lines: its throughput figures only")
check(not [r for r in svg.iter(ns + "rect") if r.get("class") == "broken-python"],
      "no bars for broken-python")
check(any(e.get("class") == "ideal" for e in svg.iter(ns + "line")), "the bars' ideal line")

if failures:
    print("FAIL:")
    for f in failures:
        print("  " + f)
    sys.exit(1)
print("ok: ccbench and ftscalingbench figures parsed, failures reported")
