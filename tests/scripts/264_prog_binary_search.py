# Binary search variants and integer square roots.
def lower_bound(a, x):
    lo, hi = 0, len(a)
    while lo < hi:
        mid = (lo + hi) // 2
        if a[mid] < x:
            lo = mid + 1
        else:
            hi = mid
    return lo
def upper_bound(a, x):
    lo, hi = 0, len(a)
    while lo < hi:
        mid = (lo + hi) // 2
        if a[mid] <= x:
            lo = mid + 1
        else:
            hi = mid
    return lo
data = sorted([5, 1, 9, 3, 3, 3, 7, 11, 13, 3, 8])
print(data)
for x in [0, 1, 3, 4, 13, 14]:
    lb, ub = lower_bound(data, x), upper_bound(data, x)
    print(x, lb, ub, ub - lb)
def isqrt(n):
    lo, hi = 0, n + 1
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if mid * mid <= n:
            lo = mid
        else:
            hi = mid
    return lo
for n in [0, 1, 15, 16, 17, 10 ** 20, 2 ** 127 - 1, 10 ** 100]:
    r = isqrt(n)
    print(n if n < 10 ** 25 else f"~1e{len(str(n)) - 1}", r, r * r <= n < (r + 1) ** 2)
def first_true(lo, hi, pred):
    while lo < hi:
        mid = (lo + hi) // 2
        if pred(mid):
            hi = mid
        else:
            lo = mid + 1
    return lo
print(first_true(0, 10 ** 6, lambda k: k * k * k >= 12345678))
print(first_true(1, 200, lambda n: 2 ** n > 10 ** 30))
