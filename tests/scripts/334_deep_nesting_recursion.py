# Deeply nested data must never crash: repr/str/== of a 100,000-deep list,
# dict or tuple raise RecursionError as in CPython; recursive containers print
# [...] / {...}; unbounded recursion raises RecursionError and the program
# goes on; 900-deep recursion works.
def t(f):
    try:
        r = f()
        print(repr(r)[:60])
    except RecursionError as e:
        print('RecursionError', e)
l = []
for i in range(100000):
    l = [l]
t(lambda: repr(l))
t(lambda: str(l))
t(lambda: len(str([[[1]]])))
d = {}
for i in range(100000):
    d = {'a': d}
t(lambda: repr(d))
tu = ()
for i in range(100000):
    tu = (tu,)
t(lambda: repr(tu))
t(lambda: tu == tu)
l2 = []
for i in range(100000):
    l2 = [l2]
t(lambda: l == l2)
t(lambda: l < l2)
t(lambda: l != l2)
s = ''
t(lambda: f'{l}')
t(lambda: '%s' % (l,))
t(lambda: print(l))
def rec(n):
    return rec(n + 1)
t(lambda: rec(0))
t(lambda: rec(0))
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)
t(lambda: depth(900))
f = lambda n: n and f(n - 1)
t(lambda: f(100000))
a = []
a.append(a)
a.append([a, 1])
t(lambda: a)
dd = {}
dd[1] = dd
dd[2] = [dd, (dd,)]
t(lambda: dd)
t(lambda: str(a))
print('still running')
