import re
# a function given to sub that matches too, with patterns of more groups (the
# per-thread match data is replaced under the outer sub)
big = re.compile('(' + ')('.join('a' * 1 for _ in range(40)) + ')')
inner = re.compile(r'(\w)(\w)')
def f(m):
    big.search('a' * 50)
    inner.sub(lambda n: n.group(2) + n.group(1), 'abcdef')
    return '<%s%s>' % (m.group(1), m.span())
print(re.sub(r'(\d)', f, 'x1y22z'))
print(re.subn(r'(\d)', f, 'x1y22z', 2))
print([m.span() for m in re.finditer(r'\d*', 'a12b') if big.search('a' * 45)])
n = 0
def g(m):
    global n
    n += 1
    return re.sub('.', lambda k: k.group().upper(), m.group())
print(re.sub(r'\w+', g, 'ab cd ef'), n)
def h(m):
    raise ValueError('stop at %d' % m.start())
try:
    re.sub('b', h, 'abc')
except ValueError as e:
    print('ValueError', e)
print(re.sub('', lambda m: str(m.start()), 'ab'))
print(re.sub(b'(a)', lambda m: m.group(1) * 2, b'bab'), re.subn('a', lambda m: None, 'aXa'))
