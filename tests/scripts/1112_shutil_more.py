# shutil: ignore_patterns' glob syntax, copytree's errors and options,
# copystat on links, move across names, the exception classes
import io
import os
import shutil
import tempfile

print([c.__name__ for c in shutil.Error.__mro__])
print(issubclass(shutil.SameFileError, shutil.Error), issubclass(shutil.SpecialFileError, OSError),
      issubclass(shutil.ExecError, OSError), issubclass(shutil.ReadError, OSError),
      issubclass(shutil.RegistryError, Exception))

names = ["a.py", "b.pyc", "c.txt", "[x]", "x", "data1", "data22", "Data3", "-dash", "a-b",
         ".hidden", "z!", "q?", "star*", "back\\slash"]
for pats in [("*.py*",), ("?",), ("data?",), ("[!d]*",), ("[a-c].*",), ("[[]x]",), ("[",),
             ("*[0-9]",), ("[-]*",), ("a[-]b",), (".*",), ("*!",), ("q[?]",), ("star[*]",),
             ("*",), ("",), ("[]x]",), ("[!]x]",), ("*a*b*",), ("back\\slash",), ("[z-a]*",),
             ("*.py", "*.txt")]:
    ignored = shutil.ignore_patterns(*pats)("somedir", names)
    print(pats, type(ignored).__name__, sorted(ignored))

base = tempfile.mkdtemp()
os.chdir(base)
os.makedirs("t/one/two")
open("t/f1", "w").write("1")
open("t/one/f2", "w").write("2")
open("t/one/two/f3", "w").write("3")

# the ignore callable sees each directory and its names
calls = []


def spy(path, names):
    calls.append((path, sorted(names)))
    return {"two"} if path.endswith("one") else set()


shutil.copytree("t", "c1", ignore=spy)
print(calls)
print(sorted(os.listdir("c1")), sorted(os.listdir("c1/one")))

# a custom copy function gets paths
copied = []


def my_copy(src, dst):
    copied.append((src, dst))
    return shutil.copy2(src, dst)


shutil.copytree("t", "c2", copy_function=my_copy)
print(sorted(copied))

# dangling symlinks: an error collected in shutil.Error, or ignored
os.symlink("does-not-exist", "t/dangling")
try:
    shutil.copytree("t", "c3")
except shutil.Error as e:
    (src, dst, why), = e.args[0]
    print("Error", src, dst, why)
shutil.copytree("t", "c4", ignore_dangling_symlinks=True)
print(sorted(os.listdir("c4")))
shutil.copytree("t", "c5", symlinks=True)
print(os.path.islink("c5/dangling"), os.readlink("c5/dangling"))
os.unlink("t/dangling")

# copytree of a missing source, into an existing destination
try:
    shutil.copytree("missing", "c6")
except FileNotFoundError as e:
    print("FileNotFoundError", e.filename)
try:
    shutil.copytree("t", "c1")
except FileExistsError as e:
    print("FileExistsError", e.filename)

# copystat / copymode with follow_symlinks=False on two links
open("target", "w").write("t")
os.chmod("target", 0o600)
os.symlink("target", "l1")
os.symlink("target", "l2")
os.utime("l1", ns=(5 * 10**9, 7 * 10**9), follow_symlinks=False)
shutil.copystat("l1", "l2", follow_symlinks=False)
print(os.lstat("l2").st_mtime_ns, oct(os.stat("target").st_mode & 0o777))
shutil.copymode("l1", "l2", follow_symlinks=False)
print(oct(os.stat("target").st_mode & 0o777))
shutil.copyfile("l1", "l3", follow_symlinks=False)
print(os.path.islink("l3"), os.readlink("l3"))
print(shutil.copy("l1", "plain", follow_symlinks=True), os.path.islink("plain"))

# move: a directory into another, a file onto an existing file, a link
os.mkdir("box")
print(shutil.move("c4", "box"), sorted(os.listdir("box")))
open("m1", "w").write("new")
open("m2", "w").write("old")
print(shutil.move("m1", "m2"), open("m2").read(), os.path.exists("m1"))
print(shutil.move("l3", "l4"), os.path.islink("l4"))
print(shutil.move("box/", "box2"), os.path.isdir("box2/c4"))

# copyfileobj with text streams and the default length
src = io.StringIO("line\n" * 1000)
dst = io.StringIO()
shutil.copyfileobj(src, dst)
print(len(dst.getvalue()))

# rmtree's onerror when a file cannot be removed (a read-only directory is
# not enough for root, so a file that vanishes is used)
errs = []
shutil.rmtree("missing-dir", onerror=lambda *a: errs.append(a[0].__name__))
print(errs)

os.chdir("/")
shutil.rmtree(base)
print(os.path.exists(base))
