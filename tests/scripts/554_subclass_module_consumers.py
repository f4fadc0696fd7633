# The standard modules (collections, itertools, functools, random) given list and dict
# subclasses whose __iter__, __getitem__, __len__ or keys() differ from the built-in's.
import collections, itertools, functools, random
class L(list):
    def __iter__(self): return iter([7, 8, 9])
    def __getitem__(self, i): return 100 + i
    def __len__(self): return 2
l = L([1, 2, 3])
print(collections.deque(l), collections.Counter(l), collections.OrderedDict.fromkeys(l))
q = collections.deque([0]); q.extend(l); q.extendleft(l); print(q)
print(list(itertools.chain.from_iterable([l, l])), list(itertools.permutations(l, 2))[:3], list(itertools.product(l, repeat=1)))
print(list(itertools.combinations(l, 2)), list(itertools.accumulate(l)), list(itertools.zip_longest(l, [1])))
print(list(itertools.islice(itertools.cycle(l), 5)), list(itertools.compress(l, [1, 0, 1])))
print(list(itertools.pairwise(l)), [list(g) for k, g in itertools.groupby(l)])
print(functools.reduce(lambda a, b: a + b, l), list(itertools.tee(l)[0]))
r = random.Random(5)
print(r.choice(l), r.sample(l, 2), r.choices(l, k=3))
r = random.Random(5)
m = L([1, 2, 3]); r.shuffle(m); print(list.__repr__(m))
class D(dict):
    def __iter__(self): return iter(['x'])
    def keys(self): return ['k']
    def __getitem__(self, k): return 'v'
d = D(a=1)
print(collections.Counter(d), collections.OrderedDict(d), collections.defaultdict(int, d))
c = collections.Counter(); c.update(d); print(c)
c = collections.Counter(); c.update(l); print(c)
print(functools.partial(max, l)(), sorted(collections.deque(l)))
