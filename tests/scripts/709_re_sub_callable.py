# sub and subn with a function as replacement
import re

print(re.sub(r'\d+', lambda m: str(int(m.group()) * 2), 'a1 b22 c333'))
def up(m):
    return m.group(1).upper() + m.group(2)
print(re.sub(r'(\w)(\w*)', up, 'hello big world'))
print(re.subn(r'\d', '#', 'a1b2c3'), re.subn('x', '#', 'abc'), re.subn('a', 'b', 'aaa', 2))
print(re.subn(r'(?P<n>\d)', lambda m: m['n'] * 2, '1 2'))
seen = []
print(re.sub('a', lambda m: seen.append(m.span()) or '', 'banana'), seen)
print(re.compile('o').subn(lambda m: '0', 'foo boo'))
print(re.sub(b'o', lambda m: b'0', b'foo'))
try:
    re.sub('a', lambda m: 1, 'xa')
except TypeError as e:
    print(type(e).__name__, e)
try:
    re.sub('a', lambda m: None, 'xa')
    print('None ok')
except TypeError as e:
    print(type(e).__name__, e)
