#!/bin/sh
# Make runtime/threading_py.h (the source of the built-in `threading`
# module as a C string) from runtime/threading.py.  Run after editing it.
cd "$(dirname "$0")" || exit 1
python3 - <<'PY'
src = open("threading.py", encoding="utf-8").read()
out = ["/* Generated from runtime/threading.py by runtime/gen_threading_h.sh: do not edit. */",
       "static const char threading_py[] ="]
for line in src.splitlines(True):
    out.append('    "' + line.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"')
out[-1] += ";"
open("threading_py.h", "w").write("\n".join(out) + "\n")
PY
