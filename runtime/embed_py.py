# embed_py.py INPUT OUTPUT NAME: turn a Python module's source into a C
# header defining `static const char NAME_py[]`, so the module (threading,
# queue) is compiled into the fpy binary.  Run by meson at build time.
import sys

src_path, out_path, name = sys.argv[1:4]
src = open(src_path, encoding="utf-8").read()
out = ["/* Generated from %s by runtime/embed_py.py at build time: do not edit. */" % name,
       "static const char %s_py[] =" % name]
for line in src.splitlines(True):
    out.append('    "' + line.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"')
out[-1] += ";"
with open(out_path, "w", encoding="utf-8") as f:
    f.write("\n".join(out) + "\n")
