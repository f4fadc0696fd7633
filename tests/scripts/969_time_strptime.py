# time.strptime: every directive, backtracking between adjacent numbers,
# names in any case, %c/%x/%X, %U/%W/%G/%V with weekdays, %z and %Z, the
# range and format errors (CPython's messages); TZ set for %Z
import os, time
os.environ['TZ'] = 'America/New_York'
time.tzset()
cases = [
    ('Mon Jan  5 10:11:12 2015',), ('2015-01-05', '%Y-%m-%d'), ('1112', '%m%d'), ('123', '%m%d'), ('1/2/03', '%x'),
    ('10:11:12', '%X'), ('Thu Feb 29 00:00:00 2024', '%c'), ('02/29', '%m/%d'), ('30 2 2021', '%d %m %Y'),
    ('12 am', '%I %p'), ('12 PM', '%I %p'), ('1 pm', '%I %p'), ('7', '%I'), ('  5', '%d'), (' 5', '%d'), ('5', '% d'),
    ('2024 100', '%Y %j'), ('2024 366', '%Y %j'), ('2023 366', '%Y %j'), ('2021 0 1', '%Y %U %w'), ('2021 53 6', '%Y %W %w'),
    ('2021 1 1', '%G %V %u'), ('2020 53 7', '%G %V %u'), ('2021 1', '%G %V'), ('2021 1 1 1', '%Y %V %u'), ('1 1', '%V %u'),
    ('2021 5 1 10', '%G %V %u %j'), ('x', '%Q'), ('x', '%'), ('x', '%%%'), ('%', '%%'), ('a.b', '%.b'), ('a b', '% b'),
    ('12:34:56.789', '%H:%M:%S.%f'), ('+0530', '%z'), ('-05:30', '%z'), ('+05:30:15', '%z'), ('+05:3015', '%z'), ('Z', '%z'),
    ('+05:30:15.123', '%z'), ('z', '%z'), ('EST', '%Z'), ('edt', '%Z'), ('UTC', '%Z'), ('gmt', '%Z'), ('PST', '%Z'),
    ('monday', '%A'), ('MON', '%a'), ('september', '%B'), ('sept', '%b'), ('sep', '%b'), ('', '%b'), ('', ''),
    ('2021-13-01', '%Y-%m-%d'), ('0000', '%Y'), ('9999 365', '%Y %j'), ('69', '%y'), ('68', '%y'), ('2015-01-05 extra', '%Y-%m-%d'),
    ('2015-01-05', '%Y-%m-%d %H'), ('Ab', 'ab'), ('a\t\n b', 'a b'), ('ab', 'a b'), ('1999', '%Y%m'),
    ('31/12/1999 23:59:60', '%d/%m/%Y %H:%M:%S'), ('61', '%S'), ('62', '%S'), ('0', '%w'), ('7', '%u'), ('1 2 3', '%d %m'),
    ('2024-02-29', '%Y-%m-%d'), ('2023-02-29', '%Y-%m-%d'), ('Feb 29', '%b %d'), ('\u00e9 2020', '\u00e9 %Y'), ('\u00e9', '%\u00e9'),
    ('2020 0 0', '%Y %U %w'), ('1900 0 1', '%Y %W %w'), ('0001 1 1', '%G %V %u'),
]
for c in cases:
    try:
        r = time.strptime(*c)
        print(repr(c), r, r.tm_zone, r.tm_gmtoff)
    except Exception as e:
        print(repr(c), type(e).__name__, e)
for a in [(), ('a', 'b', 'c'), (1,), ('x', 2)]:
    try:
        time.strptime(*a)
    except TypeError as e:
        print(e)
try:
    time.strptime(string='x')
except TypeError as e:
    print(e)
os.environ['TZ'] = 'UTC'
time.tzset()
for z in ['UTC', 'GMT', 'EST']:
    try:
        print(time.strptime(z, '%Z').tm_isdst)
    except ValueError as e:
        print(e)
# the later of two directives for one field wins, as in CPython
for c in [('2163 Thursday 63', '%Y %A %y'), (':0315', ':%I%H'), ('36:Tue36', '%W:%a%U'), ('0517', '%I%H')]:
    print(c, tuple(time.strptime(*c)))

# %Z against each zone's names: a summer name gives tm_isdst 1, two equal names with
# summer time give -1
for tz in ['Asia/Kolkata', 'Europe/Dublin', 'Australia/Lord_Howe', 'EST5EDT', 'AAA3AAA', 'UTC']:
    os.environ['TZ'] = tz
    time.tzset()
    for z in ['IST', 'GMT', 'utc', '+1030', '+11', 'EST', 'EDT', 'AAA', 'XYZ']:
        try:
            r = time.strptime(z, '%Z')
            print(tz, z, r.tm_isdst, r.tm_zone)
        except ValueError as e:
            print(tz, z, e)
