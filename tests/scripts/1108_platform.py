# platform: the values that must equal CPython's on the same machine, the
# shapes of the others (the interpreter's own name, build and compiler
# are fpy's)
import os
import platform
import sys

u = platform.uname()
print(type(u).__name__, u._fields, len(u), len(tuple(u)))
print(repr(u) == "uname_result(system=%r, node=%r, release=%r, version=%r, machine=%r)"
      % tuple(os.uname()))
print(u.system == os.uname().sysname, u.node == os.uname().nodename, u.release == os.uname().release)
print(u[0] == u.system, u[-1] == u.processor, u[:2] == (u.system, u.node))
system, node, release, version, machine, processor = u
print(system, machine, processor == platform.processor())
print(platform.system(), platform.machine())
print(platform.node() == node, platform.release() == release, platform.version() == version)
print(platform.uname() is platform.uname(), u == tuple(u), u == tuple(os.uname()), hash(u) == hash(tuple(os.uname())))
print(u._asdict() == dict(zip(u._fields, u)), u._replace(node="x").node)

print(platform.python_version(), platform.python_version_tuple())
print(platform.python_version() == "%d.%d.%d" % sys.version_info[:3])
print(platform.python_implementation() in ("CPython", "fpy"))
for f in (platform.python_build, platform.python_compiler, platform.python_branch,
          platform.python_revision):
    r = f()
    print(f.__name__, type(r).__name__, len(r) if isinstance(r, tuple) else "")
print(platform.architecture())
print(platform.architecture("/nonexistent/file"))
print(platform.libc_ver())
p = platform.platform()
print(p.startswith("%s-%s-%s" % (system, release.replace(" ", "_"), machine)), p.endswith("-".join(platform.libc_ver()).replace("-", "")))
print(platform.platform(terse=True) == p, platform.platform(aliased=True) == p)
print(platform._platform("A b", "", "c:d", "unknown", "e(f)"))

info = platform.freedesktop_os_release()
print(sorted(k for k in ("NAME", "ID", "PRETTY_NAME") if k in info))
info["NAME"] = "changed"
print(platform.freedesktop_os_release()["NAME"] != "changed")
print(platform._parse_os_release([
    'NAME="Fancy OS"\n', "ID=fancy\n", "VERSION='1 (q)'\n", "# comment\n", "\n",
    'ESC="a\\"b\\\\c\\$d\\`e\\x"\n', "BAD LINE=1\n", "UNTERMINATED='x\n", "EMPTY=\n",
    'ID_LIKE="x y"', "lower_case=ok\n",
]))
