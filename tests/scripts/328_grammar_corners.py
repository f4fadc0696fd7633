# Grammar corners: semicolons, continuation lines, numeric literal forms, string prefixes and implicit concatenation, starred displays, walrus, lambda parameter kinds.
x = 1; y = 2; print(x + y);
if x: print('inline if'); print('second')
while False: pass
for i in range(2): print(i, end=' '); print('!')
z = (1 +
     2)
w = 1 + \
    2
print(z, w, [1,
2,
], {'a':
1})
print(1_0.0_1, 0xFF_FF, 1e1_0, 0_0, 00, 0o1_7, 0b1_1)
print(1..real if False else 1.0.real, (1).real)
print(rb'\n', Rb'x', BR'y', u'uni', r'\t\\', R'raw')
print('a' 'b' "c" '''d''' """e""")
print(f'{1}' 'x' f'{2}' r'\n' f'{"q"}')
print('''line1
line2\
 continued''')
print('\x41\101\u0042\U00000043\0\a\b\f\v'.encode())
print(b'\x41\101\xff', b'\\x')
print(len('\
'))
print((lambda: (yield_ := 1)) if False else 'walrus skipped')
a, = [5]
(b), c = 6, 7
[d, e] = 8, 9
f, *g = 'xyz'
print(a, b, c, d, e, f, g)
h = i = j = []
print(h is j)
k = [1, 2, 3]
k[0], k[1] = k[1], k[0]
print(k)
def f1(): return 1, 2
def f2(): return *[1, 2], 3
print(f1(), f2())
for q, in [(1,), (2,)]: print(q, end='')
print()
print(*(1, 2), *[3], 4)
print([*range(3), *'ab'])
print({**{'a': 1}, 'b': 2, **{'a': 3}})
print({*range(3), *[7]})
print((*'ab',))
l = [1, 2, 3]
print(l[True], l[-True], l[False:True])
print(l[:], l[::], l[1:], l[:-1], l[::-1])
t = (1, 2, 3)[1:]
print(t, (1, 2)[::-1], ()[::-1])
d = {}
d[1, 2] = 'tuple key'
print(d, d[(1, 2)])
if (n := 10) > 5:
    print('walrus', n)
print([y for x in range(3) if (y := x * 2) > 0])
global gg
gg = 1
print(gg)
assert True, 'never'
assert 1, (1/0 if False else 'x')
del l[0], k[0]
print(l, k)
print(type(...), ... is Ellipsis)
print(not 1 in [1])
print(1 if 0 else 2 if 0 else 3)
print((lambda x=1, *a, y=2, **k: (x, a, y, k))(0, 1, y=3, z=4))
print((lambda *, a: a)(a=5))
print((lambda a, /: a)(5))
lst = [lambda: 1, lambda: 2]
print([fn() for fn in lst])
print(str(1)[0], 'abc'[1:][0], [[1, 2], [3]][0][1], {'a': [1, {'b': 2}]}['a'][1]['b'])
print(-1 ** 2, (-1) ** 2, -(1) ** 2)
print(10 - 5 - 2, 2 ** 2 ** 3, 100 / 10 / 5, 2 * 3 % 4, -7 // 2 * 2)
if 0:
    pass
elif 0:
    pass
else:
    print('else branch')
try:
    pass
except:
    pass
else:
    print('try else')
finally:
    print('try finally')
while 1:
    break
else:
    print('not printed')
print(__name__ == '__main__')
# comment with ünïcödé
x = 'tab\tchar'  # trailing comment
print(x)
