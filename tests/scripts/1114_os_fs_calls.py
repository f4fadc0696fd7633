# the os calls shutil and tempfile need: chown, statvfs, confstr,
# fdopen, TMP_MAX, plus the ones they use that were there (chmod, utime,
# stat, scandir, rename, replace, symlink, readlink, listdir)
import os
import tempfile

base = tempfile.mkdtemp()
p = os.path.join(base, "f")
fd = os.open(p, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o600)
with os.fdopen(fd, "w") as f:
    print(f.write("abc"), f.mode)
print(open(p).read())
try:
    os.fdopen("x")
except TypeError as e:
    print("TypeError", e)
fd = os.open(p, os.O_RDONLY)
f = os.fdopen(fd, "rb", 0)
print(type(f).__name__, f.read())
f.close()

st = os.stat(p)
os.chown(p, st.st_uid, st.st_gid)
os.chown(p, -1, -1)
fd = os.open(p, os.O_RDONLY)
os.chown(fd, -1, st.st_gid)
os.close(fd)
os.symlink(p, p + ".lnk")
os.chown(p + ".lnk", -1, -1, follow_symlinks=False)
for args in [(p, "0", 0), (p, 0, 1.5), (p, -2, 0), (p, 0, 2**32), (p, 2**63, 0), (p, -2**70, 0), (p, 0)]:
    try:
        os.chown(*args)
    except (TypeError, OverflowError) as e:
        print(type(e).__name__, e)
try:
    os.chown(os.path.join(base, "missing"), -1, -1)
except FileNotFoundError as e:
    print("FileNotFoundError", e.strerror, e.filename == os.path.join(base, "missing"))

v = os.statvfs(base)
print(type(v).__name__, len(v), v.f_bsize == v[0], v.f_blocks >= v.f_bfree >= 0, v.f_namemax >= 255)
print(repr(v).startswith("os.statvfs_result(f_bsize="))
fd = os.open(base, os.O_RDONLY)
print(os.statvfs(fd).f_frsize == v.f_frsize)
os.close(fd)
try:
    os.statvfs(os.path.join(base, "missing"))
except FileNotFoundError as e:
    print("FileNotFoundError", e.strerror)

print(os.confstr("CS_PATH").startswith("/"), os.confstr("CS_GNU_LIBC_VERSION").split()[0])
print(os.confstr(os.confstr_names["CS_PATH"]) == os.confstr("CS_PATH"))
for bad in ("NOT_A_NAME", 1.5):
    try:
        os.confstr(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
print(os.TMP_MAX)

os.chmod(p, 0o640)
os.utime(p, (100, 200))
st = os.stat(p)
print(oct(st.st_mode & 0o777), st.st_atime, st.st_mtime)
os.rename(p, p + "2")
os.replace(p + "2", p)
print(sorted(os.listdir(base)), os.readlink(p + ".lnk") == p, [e.name for e in sorted(os.scandir(base), key=lambda e: e.name)])
os.unlink(p + ".lnk")
os.unlink(p)
os.rmdir(base)
print(os.path.exists(base))
try:
    os.chown("/nonexistent-path-for-test", 2**32 - 1, 2**32 - 1)  # both mean -1
except FileNotFoundError:
    print("FileNotFoundError")
fd, path = tempfile.mkstemp()
with os.fdopen(fd, "w", 1, "utf-8", "strict", "\n", True) as f:
    f.write("x\n")
with os.fdopen(os.open(path, os.O_RDONLY), encoding="ascii", errors="replace", newline=None) as f:
    print(repr(f.read()))
os.unlink(path)
