# Unpacking (too many / not enough values, starred, nested), chained assignment, slice assignment and deletion, augmented assignment on every operator and its errors.
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
def u1(v):
    a, b = v
    return a, b
def u2(v):
    a, *b = v
    return a, b
def u3(v):
    a, *b, c = v
    return a, b, c
def u4(v):
    (a, b), c = v
    return a, b, c
def u5(v):
    [a] = v
    return a
t(lambda: u1([1, 2, 3]))
t(lambda: u1([1]))
t(lambda: u1([]))
t(lambda: u1(5))
t(lambda: u1('ab'))
t(lambda: u1({1: 2, 3: 4}))
t(lambda: u1({1, 2}) if False else 0)
t(lambda: u1(range(2)))
t(lambda: u1(x for x in range(3)))
t(lambda: u1(iter([1])))
t(lambda: u2([]))
t(lambda: u2([1]))
t(lambda: u2('abc'))
t(lambda: u3([1]))
t(lambda: u3([1, 2]))
t(lambda: u3(range(5)))
t(lambda: u4([(1, 2), 3]))
t(lambda: u4([1, 3]))
t(lambda: u4([(1,), 3]))
t(lambda: u5([1]))
t(lambda: u5([1, 2]))
t(lambda: u5(None))
def u6():
    a, b, c = 1, 2
try:
    u6()
except ValueError as e:
    print(e)
def u7():
    a, b = 1, 2, 3
try:
    u7()
except ValueError as e:
    print(e)
a = b = c = 5
print(a, b, c)
a, b = b, a
x = [0, 0, 0]
i = 0
i, x[i] = 1, 9
print(i, x)
d = {}
d['a'], d['b'] = 1, 2
print(d)
l = [1, 2, 3, 4, 5]
l[1:3] = 'xyz'
print(l)
l[::2] = [0, 0, 0, 0]
print(l)
try:
    l[::2] = [1]
except ValueError as e:
    print(e)
l[:] = []
print(l)
l = list(range(10))
del l[::3]
print(l)
del l[100:]
print(l)
l[5:2] = ['a']
print(l)
l[-100:1] = []
print(l)
try:
    l[1:2] = 5
except TypeError as e:
    print(e)
try:
    del l[100]
except IndexError as e:
    print(e)
l = [1, 2]
l[2:] = l
print(l)
l[:0] = l
print(l)
l += l
print(len(l))
l *= 0
print(l)
for a, (b, c) in [(1, (2, 3)), (4, (5, 6))]:
    print(a, b, c)
for a, *rest in [(1, 2, 3), (4,)]:
    print(a, rest)
s = 'x'
s += 'y'
s *= 3
print(s)
t2 = (1,)
t2 += (2,)
print(t2)
n = 5
n **= 3
n //= 7
n %= 6
n <<= 3
n >>= 1
n |= 1
n &= 0xff
n ^= 3
n -= 100
print(n)
f = 1.5
f //= 0.4
print(f)
try:
    n /= 0
except ZeroDivisionError as e:
    print(e)
try:
    n //= 0
except ZeroDivisionError as e:
    print(e)
try:
    n %= 0
except ZeroDivisionError as e:
    print(e)
try:
    f %= 0
except ZeroDivisionError as e:
    print(e)
try:
    f //= 0
except ZeroDivisionError as e:
    print(e)
try:
    x = 1
    x += 'a'
except TypeError as e:
    print(e)
try:
    x = [1]
    x += 5
except TypeError as e:
    print(e)
x = [1]
x += 'ab'
print(x)
try:
    x = (1,)
    x += [2]
except TypeError as e:
    print(e)
try:
    x = {1}
    x |= [2]
except TypeError as e:
    print(e)
x = {'a': 1}
x |= [('b', 2)]
print(x)
