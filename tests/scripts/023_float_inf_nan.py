# inf and nan.
inf = float("inf")
nan = float("nan")
print(inf, -inf, nan, repr(inf), str(-inf), repr(nan))
print(float("-inf"), float("Infinity"), float("-INFINITY"), float("NaN"), float("  inf "))
print(1e309, -1e309, 1e308 * 10)
print(inf + 1, inf - inf, inf * 0, inf * -1, 1 / inf, -1 / inf)
print(inf > 10 ** 1000, -inf < -(10 ** 1000), inf == inf, -inf == -inf, inf > inf)
print(nan == nan, nan != nan, nan < 1, nan > 1, nan == 1, nan is nan)
print(nan + 1, nan * 0, max(1.0, 2.0), inf ** 0, nan ** 0, 1 ** nan)
print(inf // 1, inf % 2, -inf % 2, 5 % inf, -5 % inf, 5 // inf, -5 // inf)
x = nan
print(x != x, [x == y for y in [nan, 1.0, inf]])
print(abs(-inf), -nan, abs(nan))
print(inf in [inf], nan in [nan], x in [x])
print(f"{inf}", f"{nan:.2f}", f"{-inf:10.3f}|", "%f %e" % (inf, -inf))
print(round(2.5), int(1e300) > 10 ** 299, float(10 ** 308) < inf)
for s in ["inf", "nan", "1e400", "-1e400"]:
    v = float(s)
    print(s, v, v == v)
for bad in [inf, -inf, nan]:
    try:
        int(bad)
    except (OverflowError, ValueError) as e:
        print(type(e).__name__, e)
