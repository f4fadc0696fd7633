# collections.deque: every method, protocols, reprs and errors
from collections import deque

d = deque()
print(d, len(d), bool(d))
d.append(1); d.append(2); d.appendleft(0)
print(d, len(d), bool(d), d[0], d[-1], d[1])
d.extend([3, 4, 5]); d.extendleft('ab')
print(d)
print(d.pop(), d.popleft(), d)
d.rotate(2); print(d)
d.rotate(-3); print(d)
d.rotate(); print(d)
d.rotate(0); d.rotate(100); print(d)
print(d.count(1), d.count('z'), d.index(1), d.index(3, 1), d.index(4, -3))
d.remove(1); print(d)
d.reverse(); print(d)
d.insert(0, 'x'); d.insert(-1, 'y'); d.insert(100, 'z'); d.insert(-100, 'w'); print(d)
c = d.copy(); c.append('new'); print(d, c)
d[0] = 'first'; d[-1] = 'last'; print(d)
del d[1]; del d[-2]; print(d)
print('first' in d, 'nope' in d)
print(list(d), list(reversed(d)), [x for x in d])
d.clear(); print(d, len(d))

# maxlen
m = deque(range(5), maxlen=3)
print(m, m.maxlen, deque().maxlen)
m.append(10); print(m)
m.appendleft(-1); print(m)
m.extend([20, 21]); print(m)
m.extendleft([7, 8]); print(m)
z = deque([1, 2], maxlen=0); z.append(3); print(z, len(z))
print(deque('abc', 2), deque(maxlen=2), deque(iterable=[1], maxlen=None))

# comparisons, concatenation, repetition
a, b = deque([1, 2, 3]), deque([1, 2, 4])
print(a == b, a != b, a < b, a <= b, a > b, a >= b, a == deque([1, 2, 3]), a == [1, 2, 3])
print(deque() < deque([0]), deque([2]) > deque([1, 9]))
print(a + b, a * 2, 2 * a, a * 0, a * -1)
e = deque([1, 2], maxlen=3)
print(e + deque([3, 4]), e * 3)
a += [9, 8]; print(a)
a *= 2; print(a)
s = deque([1]); s.extend(s); print(s)
s += s; print(s)

# nested and recursive reprs
r = deque([1]); r.append(r); print(r)
print(deque([deque([1]), [2], (3,), 'x']))
class MyDeque(deque):
    pass
md = MyDeque([1, 2], maxlen=5)
print(md, type(md.copy()).__name__, md.copy(), isinstance(md, deque))
class InitDeque(deque):
    def __init__(self, n):
        super().__init__(range(n), maxlen=n + 1)
idq = InitDeque(3)
print(idq, idq.maxlen)

# iteration mutated
d = deque([1, 2, 3])
it = iter(d)
print(next(it))
d.append(4)
try:
    next(it)
except RuntimeError as ex:
    print('RuntimeError:', ex)
it = iter(d)
print(list(it), it.__length_hint__())

# a queue, as BFS code uses it
q = deque([0]); seen = {0}; order = []
while q:
    n = q.popleft(); order.append(n)
    for k in (2 * n + 1, 2 * n + 2):
        if k < 15 and k not in seen:
            seen.add(k); q.append(k)
print(order)
big = deque()
for i in range(10000):
    big.append(i)
    if i % 3 == 0:
        big.popleft()
print(len(big), big[0], big[-1], big[5000], sum(big))

def e(f):
    try:
        print(repr(f()))
    except Exception as x:
        print(type(x).__name__ + ':', x)

d = deque([1, 2])
e(lambda: d.remove(5))
e(lambda: d.index(5))
e(lambda: d.index(2, 0, 1))
e(lambda: d.index(1, 'a'))
e(lambda: deque([1], 1).insert(0, 1))
e(lambda: d[5])
e(lambda: d[-3])
e(lambda: d['a'])
e(lambda: d[1:2])
e(lambda: d.__setitem__(7, 0))
e(lambda: d.__delitem__(7))
e(lambda: deque().pop())
e(lambda: deque().popleft())
e(lambda: d + [1])
e(lambda: d * 'a')
e(lambda: deque(1))
e(lambda: deque([], -1))
e(lambda: deque([], 'a'))
e(lambda: d.rotate('a'))
e(lambda: deque(maxlen=2, foo=1))
e(lambda: deque([], 2, 3))
e(lambda: d < [1])
e(lambda: hash(d))
e(lambda: d.count())
e(lambda: d.extend(1))
e(lambda: d.insert(0))
e(lambda: d.append())
e(lambda: d.pop(1))
e(lambda: type(d))
import collections
print(deque.__name__, deque.__module__, collections.defaultdict.__module__, collections.Counter.__name__)
