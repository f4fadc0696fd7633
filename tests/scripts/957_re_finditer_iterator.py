import re
it = re.finditer(r'(\d)', 'a1b2c3')
print(type(it).__name__, iter(it) is it)
print([m.group(1) for m in it], list(it))
print([m.span() for m in re.finditer(r'x*', 'axxbx')])
print([m.span() for m in re.finditer(r'\b', 'ab cd')])
print([(m.span(), m.pos, m.endpos) for m in re.compile(r'\w').finditer('abcdef', 1, 4)])
print([m.span() for m in re.compile(r'\w').finditer(string='abcdef', pos=4)])
print([m.span() for m in re.compile(r'\w').finditer('abcdef', endpos=2)])
print([m.span() for m in re.compile(r'\w').finditer('abcdef', 4, 2)])
print([m.group() for m in re.finditer('é+|€', 'aéé€bé')])
print([m.group() for m in re.finditer(b'a.', b'abacad')])
print([m.span() for m in re.finditer('', '')], [m.span() for m in re.finditer('$', 'a\n')])
for bad in [lambda: re.finditer('a', 5), lambda: re.finditer('a', b'a'), lambda: re.compile('a').finditer('a', 'x'),
            lambda: re.compile('a').finditer(), lambda: re.compile('a').finditer('a', bar=1)]:
    try:
        bad()
        print('no error at the call')
    except Exception as e:
        print(type(e).__name__, e)
it = re.finditer('a', 'aaa')
print(next(it).span(), next(it).span(), next(it).span())
try:
    next(it)
except StopIteration:
    print('StopIteration')
