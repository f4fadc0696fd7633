# re.compile: Pattern attributes, flags values and their combination
import re

p = re.compile('a+b')
print(p.pattern, p.flags, p.groups, p.groupindex)
print(repr(p))
print(re.compile('a', re.I).flags, re.compile('a', re.I | re.M).flags)
print(re.compile(b'a').flags, re.compile('a', re.A).flags)
print(re.compile('(?i)a').flags, re.compile('(?ms)a').flags, re.compile('(?x) a').flags)
print(re.compile('(?a)a').flags, re.compile(b'(?i)a').flags)
print(re.I == 2, re.M == 8, re.S == 16, re.X == 64, re.A == 256, re.U == 32)
print(re.IGNORECASE is re.I, re.MULTILINE is re.M, re.DOTALL is re.S, re.VERBOSE is re.X)
print(int(re.I | re.M), re.I | re.M == 10, isinstance(re.I, int))
print(re.I + 1, re.I & re.I, int(re.I & 1))
# the same pattern and flags give the cached object
print(re.compile('xyz') is re.compile('xyz'), re.compile('xyz') == re.compile('xyz'))
print(re.compile('xyz') == re.compile('xyz', re.I), hash(re.compile('q')) == hash(re.compile('q')))
# a compiled pattern passes through compile
p = re.compile('abc')
print(re.compile(p) is p)
try:
    re.compile(p, re.I)
except ValueError as e:
    print(type(e).__name__, e)
print(re.search(p, 'xabc').span())
