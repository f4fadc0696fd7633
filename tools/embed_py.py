# embed_py.py OUTPUT MODULE.py...: turn the sources of fpy's standard
# modules written in Python into one C header, so they are compiled into
# the fpy binary.  For each modules/NAME.py it defines
# `static const char NAME_py[]` (the text), then the table vm/import.c
# searches on import:
#     static const FrozenModule frozen_modules[] = {{"NAME", NAME_py}, ..., {NULL, NULL}};
# Run by meson at build time (modules/meson.build); FrozenModule is
# declared in modules/modules.h.
import os
import sys

out_path, sources = sys.argv[1], sys.argv[2:]
out = ["/* Generated from modules/NAME.py by tools/embed_py.py at build time: do not edit. */"]
names = []
for path in sources:
    name = os.path.splitext(os.path.basename(path))[0]
    names.append(name)
    with open(path, encoding="utf-8") as f:
        src = f.read()
    out.append("static const char %s_py[] =" % name)
    for line in src.splitlines(True):
        out.append('    "' + line.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"')
    out[-1] += ";"
out.append("static const FrozenModule frozen_modules[] = {")
for name in names:
    out.append('    {"%s", %s_py},' % (name, name))
out.append("    {NULL, NULL},")
out.append("};")
with open(out_path, "w", encoding="utf-8") as f:
    f.write("\n".join(out) + "\n")
