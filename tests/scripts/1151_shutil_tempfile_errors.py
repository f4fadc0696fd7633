# shutil and tempfile error paths: same-file copies, missing and existing
# destinations, copytree's ignore and dirs_exist_ok, rmtree's onerror,
# which() with explicit paths and modes; mkstemp/mkdtemp arguments, mixed
# bytes and str, cleanup of temporary directories.  Paths print relative
# to the temporary root.
import os
import shutil
import tempfile


root = tempfile.mkdtemp(prefix="fpy-1151-")


def rel(p):
    if isinstance(p, bytes):
        p = os.fsdecode(p)
    return p.replace(root, "ROOT")


def attempt(label, fn):
    try:
        r = fn()
        print(label, "->", rel(repr(r)))
    except Exception as e:
        print(label, "!", type(e).__name__, rel(str(e)))


def write(path, text):
    with open(path, "w") as f:
        f.write(text)


src = os.path.join(root, "src.txt")
write(src, "hello\n")
os.chmod(src, 0o640)
attempt("copyfile same", lambda: shutil.copyfile(src, src))
attempt("copy same", lambda: shutil.copy(src, root))
print("SameFileError", shutil.SameFileError.__mro__[1].__name__)
attempt("copy missing src", lambda: shutil.copy(os.path.join(root, "nope"), root))
attempt("copy missing dst dir", lambda: shutil.copy(src, os.path.join(root, "no", "dir", "x")))
attempt("copyfile to dir", lambda: shutil.copyfile(src, root))
dst = shutil.copy2(src, os.path.join(root, "copy2.txt"))
st1, st2 = os.stat(src), os.stat(dst)
print("copy2", rel(dst), st2.st_mode & 0o7777 == 0o640, st1.st_mtime == st2.st_mtime)
os.mkdir(os.path.join(root, "sub"))
print("copy into dir", rel(shutil.copy(src, os.path.join(root, "sub"))))

tree = os.path.join(root, "tree")
os.makedirs(os.path.join(tree, "a", "b"))
os.makedirs(os.path.join(tree, "__pycache__"))
for name in ("a/x.py", "a/x.pyc", "a/b/y.txt", "top.log", "__pycache__/z.pyc"):
    write(os.path.join(tree, name), name)
seen = []


def ignore(d, names):
    seen.append((rel(d), sorted(names)))
    return {n for n in names if n.endswith(".log")}


out = shutil.copytree(tree, os.path.join(root, "t1"), ignore=ignore)
print("copytree", rel(out), sorted(seen))
for dirpath, dirs, files in sorted(os.walk(os.path.join(root, "t1"))):
    print("  ", rel(dirpath), sorted(dirs), sorted(files))
attempt("copytree exists", lambda: shutil.copytree(tree, os.path.join(root, "t1")))
shutil.copytree(tree, os.path.join(root, "t1"), dirs_exist_ok=True,
                ignore=shutil.ignore_patterns("*.pyc", "__pycache__"))
print("dirs_exist_ok", sorted(os.listdir(os.path.join(root, "t1"))))
attempt("copytree missing", lambda: shutil.copytree(os.path.join(root, "missing"), os.path.join(root, "t2")))

errors = []
attempt("rmtree file", lambda: shutil.rmtree(src + "x"))
attempt("rmtree missing", lambda: shutil.rmtree(os.path.join(root, "gone")))
shutil.rmtree(os.path.join(root, "gone"), ignore_errors=True)
print("ignore_errors ok")
shutil.rmtree(os.path.join(root, "gone"), onerror=lambda f, p, e: errors.append((f.__name__, rel(p), e[0].__name__)))
print("onerror", errors)
attempt("rmtree on a file", lambda: shutil.rmtree(src))

# move
m1 = os.path.join(root, "m1.txt")
write(m1, "move me")
print("move", rel(shutil.move(m1, os.path.join(root, "m2.txt"))), os.path.exists(m1))
attempt("move into itself", lambda: shutil.move(os.path.join(root, "t1"), os.path.join(root, "t1", "a")))
attempt("move missing", lambda: shutil.move(os.path.join(root, "nope"), os.path.join(root, "x")))

# which
exe = os.path.join(root, "tool")
write(exe, "#!/bin/sh\n")
os.chmod(exe, 0o755)
print("which path", rel(shutil.which("tool", path=root)), shutil.which("tool", path=os.path.join(root, "a")))
print("which abs", rel(shutil.which(exe)), shutil.which(src), rel(shutil.which(src, mode=os.R_OK)))
print("which pathsep", rel(shutil.which("tool", path=os.pathsep.join(["/nonexistent", root]))))
print("which empty path", shutil.which("tool", path=""))
du = shutil.disk_usage(root)
print("disk_usage", type(du).__name__, du._fields, all(type(v) is int for v in du), du.used <= du.total)
attempt("disk_usage missing", lambda: shutil.disk_usage(os.path.join(root, "missing")))

# tempfile arguments
fd, path = tempfile.mkstemp(suffix=".dat", prefix="pre_", dir=root)
os.close(fd)
name = os.path.basename(path)
print("mkstemp", name.startswith("pre_"), name.endswith(".dat"), os.path.dirname(path) == root,
      os.stat(path).st_mode & 0o7777 == 0o600)
fd, bpath = tempfile.mkstemp(suffix=b".b", dir=os.fsencode(root))
os.close(fd)
print("bytes mkstemp", type(bpath).__name__, bpath.endswith(b".b"))
attempt("mixed types", lambda: tempfile.mkstemp(suffix=b"x", prefix="y"))
for fn in (tempfile.mkstemp, tempfile.mkdtemp):
    try:
        fn(dir=os.path.join(root, "none"))
    except FileNotFoundError as e:  # the message names a random file
        print(fn.__name__, "missing dir", e.errno, rel(os.path.dirname(e.filename)))
d = tempfile.mkdtemp(suffix="_s", prefix="p_", dir=root)
print("mkdtemp", os.path.basename(d).startswith("p_"), d.endswith("_s"),
      os.stat(d).st_mode & 0o7777 == 0o700)
print("gettempdir type", type(tempfile.gettempdir()).__name__, type(tempfile.gettempdirb()).__name__)
with tempfile.NamedTemporaryFile("w+", suffix=".txt", dir=root, delete=False) as nt:
    nt.write("kept")
    kept = nt.name
print("delete=False", os.path.exists(kept), open(kept).read())
td = tempfile.TemporaryDirectory(dir=root)
tdname = td.name
td.cleanup()
td.cleanup()
print("cleanup twice", os.path.exists(tdname))
with tempfile.TemporaryDirectory(dir=root, prefix="ctx") as tdn:
    print("ctx", type(tdn).__name__, os.path.basename(tdn).startswith("ctx"))
print("ctx removed", os.path.exists(tdn))
attempt("NamedTemporaryFile bad mode", lambda: tempfile.NamedTemporaryFile(mode="q", dir=root))

shutil.rmtree(root)
print("root removed", os.path.exists(root))
