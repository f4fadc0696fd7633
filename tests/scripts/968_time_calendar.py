# time's calendar functions: struct_time, gmtime, localtime, mktime, asctime,
# ctime, strftime and the time zone (TZ set here, so the output is the same
# on every machine), their argument checks and CPython's messages
import os
os.environ['TZ'] = 'UTC'
import time
time.tzset()
print(time.gmtime(0))
print(time.gmtime(1.5), time.gmtime(-1.5))
g = time.gmtime(1700000000)
print(g.tm_year, g.tm_zone, g.tm_gmtoff, len(g), g[0], g[-1], g[:3], tuple(g))
print(time.strftime('%Y-%m-%d %H:%M:%S %a %b %j %Z %z %%', g))
print(time.asctime(g), time.ctime(0) == time.asctime(time.localtime(0)))
print(time.mktime(time.localtime(1700000000)))
st = time.struct_time((2020, 1, 2, 3, 4, 5, 6, 7, 0))
print(st, st.tm_zone, st.tm_gmtoff)
st = time.struct_time((2020, 1, 2, 3, 4, 5, 6, 7, 0, 'XYZ', 3600))
print(st, st.tm_zone, st.tm_gmtoff, len(st))
print(time.strftime('%Z %z', st))
print(st == (2020, 1, 2, 3, 4, 5, 6, 7, 0), isinstance(st, tuple), type(st).__name__)
for a in [(1,2,3), [1]*12, 5]:
    try: time.struct_time(a)
    except TypeError as e: print(e)
for a in ['x', 1.5, 2**70, float('nan'), 1e300, -1e300, 10**12, None]:
    try: print(time.gmtime(a) if a is not None else len(time.gmtime(a)))
    except Exception as e: print(type(e).__name__, e)
for a in [(1,2,3), 'x', (2020,1,1,0,0,0,0,1,0,5), (2020,1.5,1,0,0,0,0,1,0), (2020,'a',1,0,0,0,0,1,0), (2020,13,1,0,0,0,0,1,0), (2**40,1,1,0,0,0,0,1,0),
          (2020,1,32,0,0,0,0,1,0),(2020,1,1,24,0,0,0,1,0),(2020,1,1,0,60,0,0,1,0),(2020,1,1,0,0,62,0,1,0),(2020,1,1,0,0,0,-9,1,0),(2020,1,1,0,0,0,0,367,0),(2020,0,0,0,0,0,0,0,0)]:
    for f in (time.mktime, time.asctime, lambda t: time.strftime('%Y %m %d %j', t)):
        try: print(f(a))
        except Exception as e: print(type(e).__name__, e)
for a in [1, 'x', 'a\0b', '', '%']:
    try: print(repr(time.strftime(a, g)))
    except Exception as e: print(type(e).__name__, e)
print(time.clock_gettime(time.CLOCK_REALTIME) > 1e9, time.clock_gettime_ns(time.CLOCK_MONOTONIC) > 0, time.clock_getres(time.CLOCK_MONOTONIC))
try: time.clock_gettime(12345)
except OSError as e: print(type(e).__name__, e)
try: time.clock_gettime('x')
except TypeError as e: print(e)
print(time.CLOCK_REALTIME, time.CLOCK_MONOTONIC, time.CLOCK_PROCESS_CPUTIME_ID, time.CLOCK_THREAD_CPUTIME_ID)
print(time.asctime((2020,1,5,7,8,9,6,5,0)), time.asctime((999,12,31,23,59,59,0,365,0)))
print(time.strftime('%Y', (12345,1,1,0,0,0,0,1,0)), time.strftime('%Y|%y|%C', (99,1,1,0,0,0,0,1,0)))
print(time.gmtime(-10**11)[:3], time.gmtime(2**40)[:3])

# the time zone rules of TZ, tzset, and the summer offsets
for tz in ['UTC', 'America/New_York', 'Australia/Sydney', 'Australia/Lord_Howe', 'Asia/Kolkata', 'Europe/Dublin', 'EST5EDT', 'CET-1CEST,M3.5.0,M10.5.0/3', 'Nowhere/Bogus']:
    os.environ['TZ'] = tz
    time.tzset()
    lt = time.localtime(1700000000)
    lt2 = time.localtime(1690000000)
    print(tz, time.timezone, time.altzone, time.daylight, time.tzname)
    print(' ', lt, lt.tm_zone, lt.tm_gmtoff, lt2.tm_zone, lt2.tm_gmtoff, lt2.tm_isdst)
    print(' ', time.mktime(lt), time.mktime(lt2), time.ctime(1700000000), time.strftime('%Z %z %c', lt2))
    print(' ', time.mktime((2023, 3, 26, 2, 30, 0, 0, 0, -1)), time.mktime((2023, 11, 5, 1, 30, 0, 0, 0, 0)), time.mktime((2023, 11, 5, 1, 30, 0, 0, 0, 1)))

# the no-argument forms read the clock
now = time.localtime()
print(type(now).__name__, len(now), time.gmtime()[0] >= 2024, len(time.asctime().split()), len(time.ctime()) == 24)
print(len(time.strftime('%Y-%m-%d')) == 10, abs(time.mktime(time.localtime()) - time.time()) < 5)
class T(tuple):
    pass
print(time.strftime('%Y/%m', T((2001, 2, 3, 4, 5, 6, 0, 34, 0))))
try:
    time.struct_time((2020, 1, 1, 0, 0, 0, 0, 1, 0), x=1)
except TypeError as e:
    print('TypeError', 'keyword' in str(e))
try:
    time.gmtime(1, 2)
except TypeError as e:
    print(e)
for f, a in [(time.gmtime, (1, 2)), (time.localtime, (1, 2)), (time.ctime, (1, 2)), (time.asctime, (1, 2)),
             (time.mktime, ()), (time.mktime, (1, 2)), (time.strftime, ()), (time.strftime, (1, 2, 3)),
             (time.clock_gettime, ()), (time.clock_getres, (1, 2)), (time.clock_gettime_ns, ()), (time.tzset, (1,)),
             (time.struct_time, ()), (time.struct_time, (1, 2))]:
    try:
        f(*a)
    except TypeError as e:
        print(e)
for f in (time.gmtime, time.strftime):
    try:
        f(x=1)
    except TypeError as e:
        print(e)
print(time.struct_time(sequence=range(9)))
# a struct_time's zone and offset reach strftime's %Z and %z, checked
for z, g in [('ABC', 5400), ('X', -37800), (None, None), (5, 0), ('X', 'y'), ('X', 2**70), ('X', 1.5), ('X', True)]:
    st = time.struct_time((2020, 1, 1, 0, 0, 0, 0, 1, 0, z, g))
    try:
        print(repr(time.strftime('%Z|%z', st)))
    except (TypeError, OverflowError) as e:
        print(type(e).__name__, e)
