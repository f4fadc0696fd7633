# sys.version_info: a struct sequence (named fields, and a tuple).
import sys

v = sys.version_info
print(v.major, v.minor, v.releaselevel, v.serial)
print(v[0], v[1], v[3], v[-1], v[:2], len(v))
print(v >= (3, 8), v >= (3, 11), v < (3, 12), v > (3, 11), v == tuple(v), (3, 11) <= v)
print(isinstance(v, tuple), type(v).__name__, type(v).__module__)
major, minor, micro, level, serial = v
print(major, minor, level, serial, isinstance(micro, int))
print(repr(v).startswith("sys.version_info(major=3, minor=11, micro="))
print(repr(v).endswith(", releaselevel='final', serial=0)"), str(v) == repr(v))
print(list(v)[:2], tuple(v[:2]), v.index(11), v.count(3), 11 in v)
print(hash(v) == hash(tuple(v)), v[:2] == (3, 11))
print(sys.hexversion >> 16 == 0x030B, hex(sys.hexversion >> 24))
print(sys.version.split()[0].startswith("3.11."), sys.version[:5] == "%d.%d." % v[:2])
print("%d.%d" % v[:2], "{}.{}".format(*v))
try:
    type(v)()
except TypeError as e:
    print(type(e).__name__, e)
try:
    v.major = 4
except AttributeError as e:
    print(type(e).__name__)
try:
    v[0] = 4
except TypeError as e:
    print(type(e).__name__, e)
print(sys.implementation.version == sys.version_info, sys.implementation.hexversion == sys.hexversion)
print(type(sys.implementation.name).__name__, sys.implementation.name == sys.implementation.name.lower())
