# verify_compare.py OUTDIR STDOUT: check what tests/bench/compare-test.sh's run
# of bench/compare produced: the printed table (same as OUTDIR/table.txt),
# OUTDIR/results.json (fields, numbers that make sense) and OUTDIR/speedup.svg
# (well-formed XML, one panel per task, the ideal line, one line per interpreter).
import importlib.machinery
import json
import os
import sys
import types
import xml.etree.ElementTree as ET

TASKS = ["intloop", "call_method", "wakeup"]
THREADS = [1, 2]
failures = []


def check(cond, what):
    if not cond:
        failures.append(what)


outdir, stdout_path = sys.argv[1], sys.argv[2]
with open(stdout_path) as f:
    table = f.read()
with open(os.path.join(outdir, "table.txt")) as f:
    check(f.read() == table, "table.txt differs from the printed table")

# ---- results.json
with open(os.path.join(outdir, "results.json")) as f:
    doc = json.load(f)
for key in ("date", "command", "machine", "settings", "interpreters", "baseline", "tasks",
            "results", "summary", "examples", "chart"):
    check(key in doc, "results.json lacks %r" % key)
m = doc["machine"]
check(isinstance(m.get("cores"), int) and m["cores"] >= 1, "machine.cores")
check(isinstance(m.get("cpu_model"), str) and m["cpu_model"], "machine.cpu_model")
check(doc["settings"]["threads"] == THREADS, "settings.threads")
check(doc["command"].startswith("bench/compare "), "command line recorded")
labels = [i["label"] for i in doc["interpreters"]]
check(len(labels) == 2 and labels[0] == "fpy", "interpreters: %r" % labels)
check(doc["baseline"] == labels[-1], "baseline is the --python")
for it in doc["interpreters"]:
    check(it.get("version", "").split()[0] in ("fpy", "Python"), "version of %s" % it["label"])
check([t["name"] for t in doc["tasks"]] == TASKS, "tasks: %r" % [t["name"] for t in doc["tasks"]])
res = {(r["task"], r["interpreter"], r["threads"]): r for r in doc["results"]}
check(len(doc["results"]) == len(TASKS) * len(labels) * len(THREADS), "one result per run")
for t in TASKS:
    for lab in labels:
        for n in THREADS:
            r = res.get((t, lab, n))
            if r is None:
                failures.append("no result for %s/%s/%d" % (t, lab, n))
                continue
            check("error" not in r, "%s/%s/%d failed: %s" % (t, lab, n, r.get("error")))
            check(len(r.get("iters", [])) == n, "%s/%s/%d: one iteration count per thread" % (t, lab, n))
            if t == "wakeup":
                check(r.get("samples", 0) > 0 and 0 <= r["median_ms"] <= r["p99_ms"],
                      "%s/%s/%d: latency figures" % (t, lab, n))
            else:
                check(r.get("throughput", 0) > 0, "%s/%s/%d: throughput > 0" % (t, lab, n))
                check(r.get("speedup", 0) > 0, "%s/%s/%d: speedup > 0" % (t, lab, n))
                if n == 1:
                    check(abs(r["speedup"] - 1.0) < 1e-9, "speedup at 1 thread is 1")
                cpu = r.get("cpu_thread_s", [])
                check(len(cpu) == n and all(0 <= c <= 2 * e + 0.05 for c, e in zip(cpu, r["elapsed"])),
                      "%s/%s/%d: CPU seconds per thread within the window" % (t, lab, n))
                check(r.get("cpu_per_step", 0) > 0 and r.get("core_per_thread", 0) > 0,
                      "%s/%s/%d: CPU per step and per thread" % (t, lab, n))
                if n == 2:
                    check(r.get("cpu_step_ratio", 0) > 0, "%s/%s/%d: CPU per step ratio" % (t, lab, n))
for lab in labels:
    s = doc["summary"].get(lab, {})
    check(s.get("throughput_time_ratio_geomean") is not None, "summary time ratio of " + lab)
    check("2" in s.get("contention_speedup_geomean", {}), "summary speedup of " + lab)
check(abs(doc["summary"][labels[-1]]["throughput_time_ratio_geomean"] - 1.0) < 1e-9,
      "the baseline's time ratio is 1")
ex = doc["examples"]
check([p["name"] for p in ex["programs"]] == ["squares"], "examples: the tiny suite")
for lab in labels:
    check(ex["programs"][0]["median_s"].get(lab, 0) > 0, "examples time of " + lab)
    check(ex["geomean_ratio"].get(lab, 0) > 0, "examples geomean of " + lab)

# ---- the table
for head in ("throughput tasks", "contention tasks", "latency (wakeup)",
             "single-thread suite", "summary"):
    check(head in table, "table lacks the %r section" % head)
rows = [line.split() for line in table.splitlines()]
check(any(r[:2] == ["intloop", "fpy"] for r in rows), "table row intloop/fpy")
check(any(r[:2] == ["call_method", "fpy"] for r in rows), "table row call_method/fpy")
check("%d cores" % m["cores"] in table, "table states the core count")
check(any(r[:4] == ["task", "interpreter", "1T/s", "2T/s"] and r[4:7] == ["x2", "cpu2", "core2"]
          for r in rows), "table columns x2 cpu2 core2")

# ---- the scaling-bug rule: under 90% of the ideal in most runs, not in one
loader = importlib.machinery.SourceFileLoader(
    "compare_tool", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "bench", "compare"))
tool = types.ModuleType(loader.name)
tool.__file__ = loader.path
loader.exec_module(tool)
check(tool.scaling_bug({"trial_speedups": [1.5, 1.95, 1.7]}, 2), "2 runs of 3 under 1.8x is a scaling bug")
check(not tool.scaling_bug({"trial_speedups": [1.5, 1.95, 1.85]}, 2), "1 run of 3 under 1.8x is not")
check(tool.scaling_bug({"speedup": 1.7}, 2) and not tool.scaling_bug({"speedup": 1.85}, 2),
      "one run decides alone")
check(not tool.scaling_bug({}, 2), "no speedup, no flag")

# ---- each core's speed, measured at the start and the end, and the note
for when in ("start", "end"):
    sp = m.get("core_speed_at_" + when, "missing")
    check(sp is None or (isinstance(sp, dict) and sp and max(sp.values()) == 1.0
                         and all(0 < v <= 1 for v in sp.values())),
          "machine.core_speed_at_%s: %r" % (when, sp))
check(tool.slowest_core({"0": 1.0, "1": 0.62}) == ("1", 0.62) and tool.slowest_core(None) is None,
      "slowest_core")
doc2 = json.loads(json.dumps(doc))
doc2["machine"]["core_speed_at_start"] = {"0": 1.0, "1": 0.62}
doc2["machine"]["core_speed_at_end"] = {"0": 0.99, "1": 1.0}
t2 = tool.make_table(doc2)
check("core 1 at 62% of the fastest at the start, all within 3% at the end" in t2,
      "a note when the cores ran at unequal speeds")
check("unequal speeds" not in tool.make_table(doc) or
      any(v < 0.9 for w in ("start", "end") for v in (m.get("core_speed_at_" + w) or {}).values()),
      "no note when they did not")

# ---- how many cores' worth of work the cores do together, and its note
for when in ("start", "end"):
    cap = m.get("parallel_capacity_at_" + when, "missing")
    check(cap is None or (isinstance(cap, dict) and cap["cores"] == len(cap["together"]) >= 2
                          and all(0 < v <= 1 for v in cap["together"].values())
                          and abs(cap["capacity"] - sum(cap["together"].values())) < 0.01),
          "machine.parallel_capacity_at_%s: %r" % (when, cap))
check(tool.capacity_note({"cores": 2, "capacity": 1.85, "together": {"0": 1.0, "1": 0.85}}) is None
      and tool.capacity_note(None) is None, "no capacity note at 90% of the cores or more")
doc3 = json.loads(json.dumps(doc))
doc3["machine"]["parallel_capacity_at_start"] = {"cores": 2, "capacity": 2.0, "together": {"0": 1.0, "1": 1.0}}
doc3["machine"]["parallel_capacity_at_end"] = {"cores": 2, "capacity": 1.55, "together": {"0": 1.0, "1": 0.55}}
t3 = tool.make_table(doc3)
check("at the end, the 2 cores together did 1.55 cores' worth of work (a loop on all at once: "
      "core 0 at 100%, core 1 at 55%): no speedup at 2 threads can pass 1.55" in t3
      and "at the start, the 2 cores" not in t3, "a note when the cores together fell short")

# ---- the chart
svg = ET.parse(os.path.join(outdir, "speedup.svg")).getroot()
ns = "{http://www.w3.org/2000/svg}"
check(svg.tag == ns + "svg", "speedup.svg root is <svg>")
texts = " ".join("".join(e.itertext()) for e in svg.iter(ns + "text"))
for t in ("intloop", "call_method"):
    check(t in texts, "chart has a panel for " + t)
check("wakeup" in texts.split(), "a latency panel for wakeup")
check("%d cores" % m["cores"] in texts, "chart states the core count")
lines = list(svg.iter(ns + "polyline"))
ideal = [p for p in lines if p.get("class") == "ideal"]
check(len(ideal) == 2, "one ideal line per speedup panel (%d)" % len(ideal))
for lab in labels:
    mine = [p for p in lines if p.get("class") == lab]
    check(len(mine) == 3, "one line for %s in each of the 3 panels (%d)" % (lab, len(mine)))
check(len([p for p in lines if p.get("class") == "p99"]) == len(labels), "p99 latency lines")

if failures:
    print("FAIL:")
    for f in failures:
        print("  " + f)
    sys.exit(1)
print("ok: table, results.json and speedup.svg are well formed")
