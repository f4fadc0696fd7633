import re
cases = [
    (r'\d', '#', 'a1b22c333'), (r'(\d)', r'<\1>', 'a1b22'), (r'(a)|(b)', r'[\1|\2]', 'abc'), (r'x*', '-', 'abxd'),
    (r'x*', r'\g<0>!', 'axxb'), (r'é', 'E€', 'héllo wörld é'), (r'(?P<w>\w+)', r'\g<w>\g<w>', 'ab cd'),
    (rb'(\d+)', rb'[\1]', b'a12b3'), (rb'x', b'', b'axbx'), (r'\s+', '', ' a b  c '), (r'z', 'y', 'abc'),
    (r'', '-', ''), (r'', '-', 'ab'), (r'$', 'E', 'a\n'), (r'(a)(b)?', r'\2\1', 'aab'),
]
for pat, repl, s in cases:
    print(repr(re.sub(pat, repl, s)), re.subn(pat, repl, s, 2), re.sub(pat, repl, s, count=1))
class S(str): pass
r = re.sub('z', 'y', S('abc'))
print(type(r).__name__, r)
r = re.sub('b', 'y', S('abc'))
print(type(r).__name__, r)
for pat, s, n in [(r',', 'a,b,,c', 0), (r'(,)', 'a,b,,c', 2), (r'(,)|(;)', 'a,b;c', 0), (r'x*', 'axbc', 0),
                  (r'\s+', ' a b ', 0), (r'z', 'abc', 0), (r',', 'a,b,c', -1), (rb'(,)', b'a,b', 0), (r'é', 'aébéc', 1), (r'', '', 0)]:
    print(re.split(pat, s, n), re.split(pat, s, maxsplit=n), re.compile(pat).split(string=s, maxsplit=n))
for bad in [lambda: re.compile(',').split('a,b', 'x'), lambda: re.compile(',').split(), lambda: re.compile(',').split('a', 1, 2),
            lambda: re.compile(',').split('a', foo=1), lambda: re.compile(',').split(b'a'), lambda: re.compile(',').split('a,b', 1.0),
            lambda: re.sub('a', r'\g<x>', 'a'), lambda: re.sub('(a)', r'\2', 'b'), lambda: re.sub('a', 'b', b'a'), lambda: re.sub(b'a', b'b', 'a')]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
r = re.split(',', S('abc'))
print(type(r[0]).__name__)
