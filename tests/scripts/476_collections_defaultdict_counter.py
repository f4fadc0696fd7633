# collections.defaultdict, Counter, OrderedDict
from collections import defaultdict, Counter, OrderedDict

dd = defaultdict(list)
for k, v in [('a', 1), ('b', 2), ('a', 3)]:
    dd[k].append(v)
print(dd, dd['a'], len(dd), dd.get('zz'), 'zz' in dd)
print(dd['new'], dd)
ci = defaultdict(int)
for w in 'the cat and the hat and the bat'.split():
    ci[w] += 1
print(sorted(ci.items()), isinstance(ci, dict), type(ci))
print(defaultdict(None), defaultdict(), defaultdict(int, {'x': 1}), defaultdict(int, a=2))
print(defaultdict(lambda: 'd')[1], dd.default_factory, defaultdict().default_factory)
c = ci.copy(); c['zz'] += 5; print(c['zz'], 'zz' in ci, type(c).__name__)
nested = defaultdict(lambda: defaultdict(int))
nested['x']['y'] += 1
print(nested['x']['y'], dict(nested['x']))
class MyDD(defaultdict):
    pass
print(MyDD(set, {1: {2}}))
dd2 = defaultdict(list, [(1, [2])]); dd2.default_factory = set; dd2[5].add(6); print(dd2)

cnt = Counter('abracadabra')
print(cnt, cnt['a'], cnt['z'], len(cnt))
print(cnt.most_common(2), cnt.most_common(), cnt.most_common(0), cnt.most_common(-1))
print(sorted(cnt.elements()), cnt.total())
cnt.update('aaz'); cnt.update({'b': 10}); print(cnt)
cnt.subtract('aaaaaaaaa'); print(cnt)
cnt.subtract(b=1); print(cnt)
print(+cnt, -cnt)
x, y = Counter(a=3, b=1, c=0), Counter(a=1, b=2, d=4)
print(x + y, x - y, x & y, x | y)
print(Counter(), Counter([]), Counter({'q': 2}), Counter(a=1) == Counter(a=1, b=0), Counter(a=1) == {'a': 1})
del cnt['nothing']; del cnt['a']; print(cnt)
x += y; print(x)
x -= Counter(d=10); print(x)
print(Counter('hello world').most_common(3))
print(list(Counter('mississippi').keys()))
print(Counter(a=2) <= Counter(a=3), Counter(a=4) < Counter(a=3))

od = OrderedDict()
od['b'] = 1; od['a'] = 2; od['c'] = 3
print(od, list(od), list(od.keys()), list(od.values()))
od.move_to_end('b'); print(od)
od.move_to_end('c', last=False); print(od)
print(od.popitem(), od.popitem(last=False), od)
o1 = OrderedDict([('x', 1), ('y', 2)]); o2 = OrderedDict([('y', 2), ('x', 1)])
print(o1 == o2, o1 == dict(o2), dict(o1) == o2, o1 != o2, o1 == OrderedDict(x=1, y=2))
print(OrderedDict(), OrderedDict.fromkeys('ab', 0), list(reversed(o1)), o1.copy())
print(o1.pop('x'), o1.pop('q', 'dflt'), o1.setdefault('w', 9), o1)
o1.update({'k': 1}, j=2); print(o1, isinstance(o1, dict))

def e(f):
    try:
        print(repr(f()))
    except Exception as x:
        print(type(x).__name__ + ':', x)

e(lambda: defaultdict(1))
e(lambda: defaultdict()[1])
e(lambda: defaultdict(None)['k'])
e(lambda: Counter(a=1) + 1)
e(lambda: Counter(1))
e(lambda: Counter.fromkeys('ab'))
e(lambda: OrderedDict(a=1).move_to_end('b'))
e(lambda: OrderedDict().popitem())
e(lambda: OrderedDict().pop('k'))
class C2(Counter):
    def __setitem__(self, k, v):
        super().__setitem__(k, v * 10)
print(C2('aab'), Counter([1, 1, 2]) + Counter({1: 1}))
e(lambda: Counter([[1]]))
big = Counter(i % 7 for i in range(1000))
print(big, big.total(), big.most_common(3))
