# Pattern methods with pos and endpos
import re

p = re.compile('a+')
print(p.search('aaxaa', 1), p.search('aaxaa', 2), p.search('aaxaa', 3, 4))
print(p.match('xaa', 1), p.match('xaa', 0), p.fullmatch('xaa', 1), p.fullmatch('xaab', 1, 3))
print(p.search('aaa', -5), p.search('aaa', 10), p.search('aaa', 2, 1), p.search('aaa', 0, -1))
print(p.findall('aabaaba', 1, 6), [m.span() for m in p.finditer('aabaaba', 2)])
m = p.search('xxaa', 1, 100)
print(m.pos, m.endpos, m.string, m.re is p)
print(re.compile('^a').search('ba', 1), re.compile('a$').search('ab', 0, 1))
print(re.compile(r'\bb').search('ab', 1))
print(re.compile('(?<=a)b').search('ab', 1))
