# Small algorithms: sieve, n-queens with sets, big factorials, memo fib, word counts, matrix product, recursive pretty printer, quick/merge sort, exceptions as control flow, printf tables.
def sieve(n):
    is_p = [True] * (n + 1)
    is_p[0] = is_p[1] = False
    for i in range(2, int(n ** 0.5) + 1):
        if is_p[i]:
            is_p[i*i::i] = [False] * len(is_p[i*i::i])
    return [i for i, p in enumerate(is_p) if p]
print(sieve(100))
print(len(sieve(100000)))
def queens(n):
    sols = 0
    def place(row, cols, d1, d2):
        nonlocal sols
        if row == n:
            sols += 1
            return
        for c in range(n):
            if c not in cols and row - c not in d1 and row + c not in d2:
                place(row + 1, cols | {c}, d1 | {row - c}, d2 | {row + c})
    place(0, set(), set(), set())
    return sols
print([queens(i) for i in range(1, 8)])
def fact(n):
    r = 1
    for i in range(2, n + 1):
        r *= i
    return r
f = fact(500)
print(len(str(f)), str(f)[:30], f % 1000007, sum(int(c) for c in str(f)))
print(fact(30) // fact(28), fact(100) // fact(98) == 100 * 99)
memo = {}
def fib(n):
    if n < 2:
        return n
    if n in memo:
        return memo[n]
    memo[n] = r = fib(n - 1) + fib(n - 2)
    return r
print(fib(300))
text = "the quick brown fox jumps over the lazy dog the fox"
freq = {}
for w in text.split():
    freq[w] = freq.get(w, 0) + 1
for w, c in sorted(freq.items(), key=lambda kv: (-kv[1], kv[0])):
    print(f'{w:<6}{c:>3}')
def matmul(a, b):
    return [[sum(x * y for x, y in zip(row, col)) for col in zip(*b)] for row in a]
m = [[1, 2], [3, 4]]
print(matmul(m, m), matmul([[1.5, 0], [0, 2]], m))
def pretty(o, ind=0):
    sp = '  ' * ind
    if isinstance(o, dict):
        for k in o:
            print(f'{sp}{k!r}:')
            pretty(o[k], ind + 1)
    elif isinstance(o, list):
        for i, v in enumerate(o):
            print(f'{sp}[{i}]')
            pretty(v, ind + 1)
    else:
        print(f'{sp}{o!r}')
pretty({'a': [1, {'b': None, 'c': 'x'}], 'd': 2.5})
def qsort(l):
    if len(l) <= 1:
        return l
    p = l[0]
    return qsort([x for x in l[1:] if x < p]) + [p] + qsort([x for x in l[1:] if x >= p])
seed = 12345
def rnd():
    global seed
    seed = (seed * 1103515245 + 12345) % 2**31
    return seed
data = [rnd() % 1000 for _ in range(200)]
print(qsort(data) == sorted(data), qsort(data)[:10])
def merge_sort(l):
    if len(l) < 2:
        return l[:]
    mid = len(l) // 2
    a, b = merge_sort(l[:mid]), merge_sort(l[mid:])
    out = []
    i = j = 0
    while i < len(a) and j < len(b):
        if a[i] <= b[j]:
            out.append(a[i]); i += 1
        else:
            out.append(b[j]); j += 1
    out.extend(a[i:]); out.extend(b[j:])
    return out
print(merge_sort(data) == sorted(data))
accounts = {'alice': 100, 'bob': 50}
def transfer(src, dst, amt):
    if amt <= 0:
        raise ValueError(f'bad amount {amt}')
    if accounts[src] < amt:
        raise ValueError('insufficient funds')
    accounts[src] -= amt
    accounts[dst] += amt
for args in [('alice', 'bob', 30), ('bob', 'alice', 500), ('carol', 'bob', 1), ('alice', 'bob', -5)]:
    try:
        transfer(*args)
        print('ok', args)
    except ValueError as e:
        print('ValueError', e)
    except KeyError as e:
        print('KeyError', e)
print(accounts)
def collatz(n):
    steps = 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return steps
print(max(range(1, 3000), key=collatz), collatz(27))
def gcd(a, b):
    while b:
        a, b = b, a % b
    return a
print(gcd(2**100, 6**50), gcd(0, 5), gcd(-12, 18))
print(hex(int('1' * 40, 2)), oct(2**70), bin(12345678901234567890)[:20])
rows = [('Name', 'Qty', 'Price'), ('apple', 3, 1.5), ('banana', 12, 0.25), ('cherry', 100, 10.0)]
for r in rows:
    if r[0] == 'Name':
        print('%-8s|%5s|%8s' % r)
    else:
        print('%-8s|%5d|%8.2f' % r)
print('{:=^30}'.format(' END '))
