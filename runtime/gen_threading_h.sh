#!/bin/sh
# Make runtime/threading_py.h and runtime/queue_py.h (the sources of the
# built-in `threading` and `queue` modules as C strings) from
# runtime/threading.py and runtime/queue.py.  Run after editing them.
cd "$(dirname "$0")" || exit 1
python3 - <<'PY'
for name in ("threading", "queue"):
    src = open(name + ".py", encoding="utf-8").read()
    out = ["/* Generated from runtime/%s.py by runtime/gen_threading_h.sh: do not edit. */" % name,
           "static const char %s_py[] =" % name]
    for line in src.splitlines(True):
        out.append('    "' + line.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"')
    out[-1] += ";"
    open(name + "_py.h", "w").write("\n".join(out) + "\n")
PY
