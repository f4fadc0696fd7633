# NamedTemporaryFile, TemporaryFile and TemporaryDirectory: modes, names,
# context managers, deletion on close, cleanup (with errors and read-only
# content), all under one mkdtemp that is removed at the end
import os
import tempfile

base = tempfile.mkdtemp()


def left():
    return sorted(os.listdir(base))


# NamedTemporaryFile: binary by default, removed on close
f = tempfile.NamedTemporaryFile(dir=base, prefix="n_", suffix=".bin")
print(type(f).__name__, os.path.dirname(f.name) == base, os.path.basename(f.name)[:2], f.name.endswith(".bin"))
print(f.mode, f.delete, f.closed, os.path.exists(f.name))
f.write(b"hello\nworld\n")
f.flush()
f.seek(0)
print(f.read(), f.tell(), len(left()))
f.seek(0)
print(list(f))
f.close()
print(f.closed, os.path.exists(f.name), left())
f.close()  # twice is fine

# text mode, as a context manager
with tempfile.NamedTemporaryFile("w+", dir=base, encoding="utf-8") as g:
    print(g.write("ünïcode\n"), g.mode)
    g.seek(0)
    print(repr(g.readline()), os.path.exists(g.name))
    name = g.name
print(os.path.exists(name), g.closed)

# delete=False: kept after close
with tempfile.NamedTemporaryFile("w", dir=base, delete=False, suffix=".keep") as k:
    k.write("kept")
print(os.path.exists(k.name), open(k.name).read())
os.unlink(k.name)

# an exception inside the block still removes the file
try:
    with tempfile.NamedTemporaryFile(dir=base) as e:
        ename = e.name
        raise ValueError("inside")
except ValueError as err:
    print("ValueError", err, os.path.exists(ename))

# removed by someone else before close
h = tempfile.NamedTemporaryFile(dir=base)
os.unlink(h.name)
try:
    h.close()
except FileNotFoundError:
    print("FileNotFoundError on close")

# TemporaryFile: no name left in the directory
t = tempfile.TemporaryFile(dir=base)
print(left(), t.mode, isinstance(t.name, int))
t.write(b"abc")
t.seek(0)
print(t.read())
t.close()
with tempfile.TemporaryFile("w+", dir=base) as t2:
    t2.write("text")
    t2.seek(0)
    print(t2.read(), left())
print(t2.closed)

# TemporaryDirectory: name, repr, content removed on exit
with tempfile.TemporaryDirectory(dir=base, prefix="td_", suffix="_x") as td:
    print(os.path.basename(td)[:3], td.endswith("_x"), oct(os.stat(td).st_mode & 0o777))
    os.makedirs(os.path.join(td, "a", "b"))
    with open(os.path.join(td, "a", "b", "f.txt"), "w") as out:
        out.write("data")
    os.chmod(os.path.join(td, "a", "b", "f.txt"), 0o400)
    os.chmod(os.path.join(td, "a"), 0o500)
    os.symlink("/", os.path.join(td, "root_link"))
print(os.path.exists(td), left())

tdo = tempfile.TemporaryDirectory(dir=base)
print(repr(tdo) == "<TemporaryDirectory %r>" % tdo.name, os.path.isdir(tdo.name))
tdo.cleanup()
tdo.cleanup()
print(os.path.exists(tdo.name))

# removed from outside: cleanup does nothing more
tdo = tempfile.TemporaryDirectory(dir=base)
os.rmdir(tdo.name)
tdo.cleanup()
print(os.path.exists(tdo.name))
with tempfile.TemporaryDirectory(dir=base) as gone:
    os.rmdir(gone)
print("no error for a directory already gone")
tdo = tempfile.TemporaryDirectory(dir=base, ignore_cleanup_errors=True)
tdo.cleanup()
print(left())

os.rmdir(base)
print(os.path.exists(base))
