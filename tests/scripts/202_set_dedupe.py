# Removing duplicates with sets.
data = [5, 3, 5, 1, 3, 7, 1, 9, 5]
print(set(data), len(set(data)), sorted(set(data)))
print([x for i, x in enumerate(data) if x not in data[:i]])
pairs = [(1, 2), (2, 1), (1, 2)]
print(sorted(set(pairs)), len({tuple(sorted(p)) for p in pairs}))
nums = set(range(20))
primes = nums - {x for x in nums for d in range(2, x) if x % d == 0} - {0, 1}
print(primes)
print(len(set(i % 7 for i in range(1000))), set(i % 7 for i in range(1000)))
