# os: the result types made from sequences (stat_result, terminal_size,
# uname_result, times_result): fields, fallbacks and constructor errors
import os

s = os.stat_result(range(10))
print(s, s.st_atime, s.st_mtime, s.st_blksize, s.st_atime_ns, s[9], len(s), list(s))
s = os.stat_result(range(19))
print(s.st_atime, s.st_ctime, s.st_atime_ns, s.st_ctime_ns, s.st_blksize, s.st_blocks, s.st_rdev)
print(s == tuple(range(10)), s == os.stat_result(range(10)), s != tuple(range(10)), s[2:5], s[-1])
print(hash(s) == hash(tuple(range(10))))
for n in (0, 9, 20):
    try:
        os.stat_result(range(n))
    except TypeError as e:
        print(type(e).__name__, e)
print(os.stat_result.n_fields, os.stat_result.n_sequence_fields, os.stat_result.n_unnamed_fields)
for bad in (5, None):
    try:
        os.stat_result(bad)
    except TypeError as e:
        print(type(e).__name__, e)
t = os.terminal_size([100, 50])
print(t, t.columns, t.lines, t == (100, 50), t[::-1], os.terminal_size.n_fields)
for bad in ((1,), (1, 2, 3), 7):
    try:
        os.terminal_size(bad)
    except TypeError as e:
        print(type(e).__name__, e)
u = os.uname_result(('a', 'b', 'c', 'd', 'e'))
print(u, u.machine, u.release)
tm = os.times_result((1.0, 2.0, 3.0, 4.0, 5.0))
print(tm, tm.children_system, tm.elapsed)
st = os.stat('/')
print(st.st_atime == st.st_atime_ns // 10**9 + (st.st_atime_ns % 10**9) * 1e-9, st[7] == int(st.st_atime),
      st[-3:] == (st[7], st[8], st[9]), st.st_mtime_ns // 10**9 == st[8])
try:
    st.nosuch
except AttributeError as e:
    print(type(e).__name__, e)
