# itertools.groupby and tee
from itertools import groupby, tee, count, islice

print([(k, list(g)) for k, g in groupby('AAAABBBCCDAABBB')])
print([k for k, g in groupby('AAAABBBCCD')])
print([(k, list(g)) for k, g in groupby([1, 3, 5, 2, 4, 7, 9, 6], key=lambda x: x % 2)])
print([(k, list(g)) for k, g in groupby([])])
print([(k, ''.join(g)) for k, g in groupby(sorted('mississippi'))])
# a group is empty once the parent has moved on
groups = list(groupby('aabbc'))
print([(k, list(g)) for k, g in groups])
gb = groupby('xxyy')
k1, g1 = next(gb)
print(k1, next(g1))
k2, g2 = next(gb)
print(k2, list(g1), list(g2))
print(list(groupby('ab', key=None))[0][0])
print(type(next(groupby('a'))[1]))

a, b = tee([1, 2, 3, 4])
print(list(a), list(b))
a, b, c = tee(range(5), 3)
print(next(a), next(a), next(b), list(c), list(a), list(b))
print(tee('abc', 0), len(tee('x', 5)))
x, y = tee(count())
print([next(x) for _ in range(200)][-3:], next(y), next(y))
t1, t2 = tee(iter('hello'))
t3, t4 = tee(t1)
print(list(t3), list(t2), list(t4))
print(type(t1))
c1 = t2.__copy__()
print(list(c1))
def gen():
    yield 1
    yield 2
p, q = tee(gen())
print(list(zip(p, q)))
big = list(range(200))
m, n = tee(big)
print(sum(m), sum(islice(n, 100)), list(n)[:3])

def e(f):
    try:
        print(repr(f()))
    except Exception as x:
        print(type(x).__name__ + ':', x)

e(lambda: groupby())
e(lambda: groupby([1], foo=1))
e(lambda: groupby(1))
e(lambda: list(groupby([1, 2], key=lambda x: 1 / 0)))
e(lambda: tee([1], -1))
e(lambda: tee(1))
e(lambda: tee())
e(lambda: tee([1], 'a'))
