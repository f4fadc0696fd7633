# Sieve of Eratosthenes and some prime statistics.
def sieve(limit):
    is_prime = [True] * (limit + 1)
    is_prime[0] = is_prime[1] = False
    p = 2
    while p * p <= limit:
        if is_prime[p]:
            for m in range(p * p, limit + 1, p):
                is_prime[m] = False
        p += 1
    return [i for i, v in enumerate(is_prime) if v]
primes = sieve(20000)
print(len(primes), primes[:15], primes[-3:])
print("sum below 20000:", sum(primes))
twins = [(p, p + 2) for p, q in zip(primes, primes[1:]) if q == p + 2]
print("twin pairs:", len(twins), twins[:5], twins[-1])
gaps = {}
for p, q in zip(primes, primes[1:]):
    gaps[q - p] = gaps.get(q - p, 0) + 1
print(sorted(gaps.items())[:8])
best = max(zip(primes, primes[1:]), key=lambda pq: pq[1] - pq[0])
print("largest gap:", best, best[1] - best[0])
last_digits = {}
for p in primes[3:]:
    last_digits[p % 10] = last_digits.get(p % 10, 0) + 1
print(last_digits)
pset = set(primes)
def goldbach(n):
    for p in primes:
        if n - p in pset:
            return p, n - p
print([goldbach(n) for n in range(4, 41, 6)])
