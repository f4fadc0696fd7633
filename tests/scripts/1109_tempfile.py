# tempfile: the default directory and prefix, mkstemp, mkdtemp, mktemp:
# names, modes, str/bytes, environment variables; everything made is removed
import os
import tempfile

CHARS = set("abcdefghijklmnopqrstuvwxyz0123456789_")


def perms(path):
    return oct(os.stat(path).st_mode & 0o777)


def is_dir(path):
    return (os.stat(path).st_mode & 0o170000) == 0o040000


base = tempfile.mkdtemp()
print(os.path.isabs(base), is_dir(base), perms(base), os.listdir(base))
print(tempfile.gettempprefix(), tempfile.gettempprefixb(), tempfile.template)
print(tempfile.gettempdir() == tempfile.tempdir, os.path.isabs(tempfile.gettempdir()))
print(tempfile.gettempdirb() == os.fsencode(tempfile.gettempdir()), tempfile.TMP_MAX)

# names: prefix + 8 random characters + suffix, in dir
names = set()
for i in range(20):
    fd, path = tempfile.mkstemp(suffix=".dat", prefix="pre_", dir=base)
    os.write(fd, b"x" * i)
    os.close(fd)
    name = os.path.basename(path)
    mid = name[len("pre_"):-len(".dat")]
    names.add(name)
    assert name.startswith("pre_") and name.endswith(".dat") and len(mid) == 8 and set(mid) <= CHARS, name
    assert os.path.dirname(path) == base and perms(path) == "0o600" and os.path.getsize(path) == i
print(len(names), len(os.listdir(base)))
for n in names:
    os.unlink(os.path.join(base, n))

fd, path = tempfile.mkstemp(dir=base, text=True)
os.close(fd)
print(os.path.basename(path).startswith("tmp"), len(os.path.basename(path)))
os.unlink(path)

d = tempfile.mkdtemp(suffix="_d", prefix="dir_", dir=base)
print(os.path.dirname(d) == base, os.path.basename(d)[:4], os.path.basename(d)[-2:], perms(d), is_dir(d))
os.rmdir(d)

# a relative dir gives a relative mkdtemp path, an absolute mkstemp path
os.chdir(base)
d = tempfile.mkdtemp(dir=".")
print(d.startswith("./"), os.path.isdir(d))
os.rmdir(d)
fd, path = tempfile.mkstemp(dir=".")
os.close(fd)
print(os.path.isabs(path), os.path.dirname(path) == os.getcwd())
os.unlink(path)

# bytes in, bytes out; mixing is an error
fd, bpath = tempfile.mkstemp(prefix=b"b_", dir=os.fsencode(base))
os.close(fd)
print(type(bpath).__name__, os.path.basename(bpath)[:2])
os.unlink(bpath)
bd = tempfile.mkdtemp(suffix=b"")
print(type(bd).__name__, os.path.dirname(bd) == tempfile.gettempdirb())
os.rmdir(bd)
for args in [(b"s", "p", None), ("s", None, b"/tmp"), (None, b"p", base)]:
    try:
        tempfile.mkstemp(*args)
    except TypeError as e:
        print("TypeError", e)

# mktemp: a name only
name = tempfile.mktemp(suffix=".q", dir=base)
print(os.path.exists(name), os.path.basename(name).startswith("tmp"), name.endswith(".q"))

# the default directory follows TMPDIR when it is found for the first time
tempfile.tempdir = None
os.environ["TMPDIR"] = base
print(tempfile.gettempdir() == base, tempfile.tempdir == base)
fd, path = tempfile.mkstemp()
os.close(fd)
print(os.path.dirname(path) == base)
os.unlink(path)
tempfile.tempdir = None
os.environ["TMPDIR"] = os.path.join(base, "missing")
print(tempfile.gettempdir() != base)
del os.environ["TMPDIR"]
tempfile.tempdir = None
print(tempfile._candidate_tempdir_list()[:3])

# an existing name is skipped, not overwritten
seq = tempfile._get_candidate_names()
print(seq is tempfile._get_candidate_names(), len(next(seq)))

os.chdir("/")
print(os.listdir(base))
os.rmdir(base)
print(os.path.exists(base))
