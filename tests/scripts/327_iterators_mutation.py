# Iterators: exhaustion, sharing, mutation during iteration (dict/set changed size), dict order after deletions, stable sorts with key and reverse.
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
it = iter([1, 2, 3])
print(next(it), list(it), next(it, 'end'))
z = zip([1, 2, 3], 'ab')
print(list(z), list(z))
e = enumerate('abc')
print(next(e), next(e), list(e))
m = map(str, range(3))
print(list(m), list(m))
r = reversed([1, 2, 3])
print(next(r), list(r))
d = {1: 'a', 2: 'b'}
it = iter(d)
d[3] = 'c'
t(lambda: next(it))
d = {1: 'a', 2: 'b'}
it = iter(d.items())
del d[1]
t(lambda: next(it))
s = {1, 2}
it = iter(s)
s.add(3)
t(lambda: next(it))
l = [1, 2, 3]
it = iter(l)
l.append(4)
print(list(it))
l = [1, 2, 3, 4, 5, 6]
for x in l:
    if x % 2 == 0:
        l.remove(x)
print(l)
l = [1, 2, 3]
it = iter(l)
print(next(it)); l.clear(); t(lambda: next(it))
d = {}
for i in range(10):
    d[i] = i
for i in range(0, 10, 2):
    del d[i]
d[0] = 'new'
print(d, list(d.keys()), list(d.values())[:2])
d = dict.fromkeys(range(5))
d.pop(2); d[2] = 'back'
print(list(d))
d.update({1: 'one', 9: 'nine'}, x=3)
print(d)
print(d.setdefault(1, 'z'), d.setdefault(10, 'ten'), len(d))
dd = d.copy(); dd.clear(); print(dd, len(d))
k = d.keys()
d[99] = 1
print(99 in k, len(k))
print(list(zip(*[(1, 'a'), (2, 'b')])))
print(dict(zip('abc', range(3))))
print(list(enumerate(zip('ab', 'cd'))))
it = iter(range(5))
print(list(zip(it, it)))
print(sorted(set('mississippi')))
print(sorted({3: 'a', 1: 'b'}.items(), key=lambda kv: kv[1]))
data = [('b', 2), ('a', 2), ('c', 1), ('d', 1)]
print(sorted(data, key=lambda p: p[1]))
print(sorted(data, key=lambda p: p[1], reverse=True))
l = [5, 3, 5, 1]; l.sort(reverse=True); print(l)
l = ['b', 'A', 'c']; l.sort(key=str.lower); print(l)
l = [[2], [1], [2, 0]]; l.sort(); print(l)
t(lambda: [1, 'a'].sort())
t(lambda: sorted([{1}, {2}]))
t(lambda: sorted([1.0, float('nan'), 0.5]))
print(list(map(lambda x: x[0], sorted([(1, 'b'), (0, 'a')]))))
print(list(iter(range(3))))
print(list(range(10))[::-3], list(range(10))[8:2:-2], 'hello'[::-2])
print(len(range(0, 10, 3)), len(range(10, 0, -3)), len(range(0)), range(0, 10, 3)[-1])
print(list(range(3))[-100:100])
print(sum(range(101)), min(range(5, 10)), max(range(-5, 5, 3)))
print(any(x > 3 for x in range(5)), all(x < 3 for x in range(5)))
g = (x * x for x in range(4))
print(sum(g), sum(g))
print(list(filter(str.isdigit, 'a1b2c3')))
print(tuple(x for x in 'ab'), set(x % 2 for x in range(5)), dict((x, x) for x in range(2)))
print(''.join(reversed('abc')), list(reversed(range(1, 4))))
print(list(zip(range(3), reversed(range(3)))))
