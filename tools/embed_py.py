# embed_py.py OUTPUT ROOT MODULE.py...: turn the sources of fpy's standard
# modules written in Python into one C header, so they are compiled into
# the fpy binary.  A file's module name is its path under ROOT (modules/):
# NAME.py is module NAME, PKG/__init__.py is package PKG, PKG/NAME.py is
# module PKG.NAME.  For each it defines `static const char ID_py[]` (the
# text), then the table vm/import.c searches on import:
#     static const FrozenModule frozen_modules[] = {{"NAME", NAME_py, false}, ..., {NULL, NULL, false}};
# Run by meson at build time (modules/meson.build); FrozenModule is
# declared in modules/modules.h.
import os
import sys

out_path, root, sources = sys.argv[1], sys.argv[2], sys.argv[3:]
out = ["/* Generated from the modules/ sources by tools/embed_py.py at build time: do not edit. */"]
rows = []
for path in sources:
    parts = os.path.relpath(path, root)[:-len(".py")].split(os.sep)
    package = parts[-1] == "__init__"
    if package:
        parts.pop()
    name = ".".join(parts)
    ident = "_".join(parts) + ("__init__" if package else "")
    rows.append((name, ident, package))
    with open(path, encoding="utf-8") as f:
        src = f.read()
    out.append("static const char %s_py[] =" % ident)
    for line in src.splitlines(True):
        out.append('    "' + line.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"')
    out[-1] += ";"
out.append("static const FrozenModule frozen_modules[] = {")
for name, ident, package in rows:
    out.append('    {"%s", %s_py, %s},' % (name, ident, "true" if package else "false"))
out.append("    {NULL, NULL, false},")
out.append("};")
with open(out_path, "w", encoding="utf-8") as f:
    f.write("\n".join(out) + "\n")
