# random: every function, for a few seeds, with CPython's exact algorithms.
import random

def run(r):
    l = list(range(20)); r.shuffle(l); print(' shuffle', l)
    w = ['a', 'b', 'c', 'd']; r.shuffle(w); print(' shuffle', w)
    print(' choice', r.choice('abcdefg'), r.choice([1, 2, 3]), r.choice(range(1000)), r.choice((9,)))
    print(' sample', r.sample(range(100), 10), r.sample(range(10**6), 5), r.sample('abcdef', 6), r.sample([1, 2], 0))
    print(' sample', r.sample(range(30), 25), r.sample(tuple('xyz'), 2))
    print(' counts', r.sample(['a', 'b', 'c'], 4, counts=[1, 2, 3]), r.sample(['x', 'y'], k=3, counts=[2, 5]))
    print(' choices', r.choices('abc', k=5), r.choices('abc', [1, 2, 3], k=5),
          r.choices('abc', cum_weights=[1, 1.5, 10], k=3), r.choices(range(5)), r.choices([0, 1], [0.5, 0.5], k=0))
    print(' uniform', r.uniform(1, 10), r.uniform(-1.5, 2.5), r.uniform(5, 5))
    print(' triangular', r.triangular(), r.triangular(0, 10, 2), r.triangular(1, 3), r.triangular(2, 2, 2))
    print(' gauss', r.gauss(), r.gauss(5, 2), r.gauss(), r.gauss(mu=1, sigma=0.5))
    print(' normal', r.normalvariate(), r.normalvariate(10, 3), r.lognormvariate(0, 1))
    print(' expo', r.expovariate(2), r.expovariate(0.5))
    print(' vonmises', r.vonmisesvariate(1, 2), r.vonmisesvariate(1, 1e-9), r.vonmisesvariate(-3, 50))
    print(' gamma', r.gammavariate(0.5, 1), r.gammavariate(1, 2), r.gammavariate(5, 1), r.gammavariate(0.01, 3))
    print(' beta', r.betavariate(2, 3), r.betavariate(0.5, 0.5))
    print(' pareto', r.paretovariate(3), 'weibull', r.weibullvariate(1, 2))
    print(' bytes', r.randbytes(7), r.randbytes(0), len(r.randbytes(33)))
    print(' after', r.random())

for seed in [0, 3, 2024, 2**40 + 1]:
    print('seed', seed)
    random.seed(seed)
    run(random)
    run(random.Random(seed))

# a big shuffle and a big sample, summarised
random.seed(99)
big = list(range(10000))
random.shuffle(big)
print(big[:10], sum(i * v for i, v in enumerate(big)) % 1000003)
s = random.sample(range(10**9), 1000)
print(s[:5], sum(s) % 1000003, len(set(s)))
print(sum(random.randrange(7) for i in range(10000)), sum(random.random() for i in range(1000)))
