# linecache: lines of a file read once and kept, checkcache, names that are
# not files, relative names found through sys.path
import linecache
import os
import sys
import tempfile

here = __file__
print(repr(linecache.getline(here, 1)))
print(repr(linecache.getline(here, 2)))
print(repr(linecache.getline(here, 0)), repr(linecache.getline(here, 10**6)))
lines = linecache.getlines(here)
print(len(lines) == len(open(here).readlines()), lines is linecache.getlines(here))
print(linecache.getlines("<string>"), linecache.getline("<stdin>", 1), linecache.getlines(""))
print(linecache.getlines("/no/such/file.py"))

base = tempfile.mkdtemp()
path = os.path.join(base, "m.py")
with open(path, "w") as f:
    f.write("first\nsecond\nno newline at end")
print(linecache.getlines(path))
with open(path, "w") as f:
    f.write("changed\n")
print(linecache.getline(path, 1))          # still the cached text
linecache.checkcache(path)
print(linecache.getline(path, 1), end="")  # read again
with open(path, "w") as f:
    f.write("changed again, longer\n")
linecache.checkcache()
print(linecache.getline(path, 1), end="")
os.unlink(path)
linecache.checkcache(path)
print(linecache.getlines(path))

# a relative name is looked for under each sys.path entry
with open(os.path.join(base, "rel_mod.py"), "w") as f:
    f.write("x = 1\ny = 2\n")
sys.path.insert(0, base)
print(repr(linecache.getline("rel_mod.py", 2)))
sys.path.pop(0)
linecache.clearcache()
print(linecache.getlines("rel_mod.py"), linecache.cache)
os.unlink(os.path.join(base, "rel_mod.py"))
os.rmdir(base)
