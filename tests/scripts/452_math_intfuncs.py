# math: integer functions, small and big.
import math

def t(label, f):
    try:
        r = f()
        print(label, '->', repr(r))
    except Exception as e:
        print(label, '!!', type(e).__name__, e)

for n in [0, 1, 2, 5, 10, 20, 21, 25, 50, 100]:
    print('factorial', n, math.factorial(n))
print(len(str(math.factorial(1000))), math.factorial(1000) % (10**9 + 7), math.factorial(3000) % (10**9 + 7))
t('factorial(2.0)', lambda: math.factorial(2.0))
t('factorial(-1)', lambda: math.factorial(-1))
t('factorial(10**20)', lambda: math.factorial(10**20))
t('factorial(True)', lambda: math.factorial(True))
t("factorial('5')", lambda: math.factorial('5'))

for args in [(), (0,), (5,), (-12,), (12, 18), (-12, 18), (0, 0), (7, 13), (2**100, 2**80 * 3),
             (10**30, 10**20, 15), (12, 18, 27), (True, 4), (3**50, 3**40 * 7, 3**45)]:
    print('gcd', args, math.gcd(*args), 'lcm', math.lcm(*args))
t('gcd(2.0)', lambda: math.gcd(2.0))
t('gcd(1, 2.5)', lambda: math.gcd(1, 2.5))
t('lcm(4, "a")', lambda: math.lcm(4, 'a'))
t('lcm(-4, 6)', lambda: math.lcm(-4, 6))
t('lcm(0, 5)', lambda: math.lcm(0, 5))
t('lcm(2**62, 3**39)', lambda: math.lcm(2**62, 3**39))

for n in [0, 1, 2, 3, 4, 15, 16, 17, 10**18, 2**64 - 1, 10**100, 10**101 + 12345]:
    print('isqrt', n, math.isqrt(n))
t('isqrt(-1)', lambda: math.isqrt(-1))
t('isqrt(2.5)', lambda: math.isqrt(2.5))
t('isqrt(True)', lambda: math.isqrt(True))

for n, k in [(5, 2), (10, 0), (10, 10), (10, 11), (50, 25), (100, 3), (10**30, 3), (2**70, 2), (0, 0)]:
    print('comb', n, k, math.comb(n, k), 'perm', n, k, math.perm(n, k))
print('perm', math.perm(5), math.perm(0), math.perm(6, None))
t('comb(-1, 2)', lambda: math.comb(-1, 2))
t('comb(3, -2)', lambda: math.comb(3, -2))
t('comb(10**20, 10**19)', lambda: math.comb(10**20, 10**19))
t('comb(10, 10**30)', lambda: math.comb(10, 10**30))
t('comb(5)', lambda: math.comb(5))
t('comb(1.0, 2)', lambda: math.comb(1.0, 2))
t('perm(5, -1)', lambda: math.perm(5, -1))
t('perm(-5, 1)', lambda: math.perm(-5, 1))
t('perm(10, 10**30)', lambda: math.perm(10, 10**30))
t('perm(10**30, 10**25)', lambda: math.perm(10**30, 10**25))
t('perm()', lambda: math.perm())
