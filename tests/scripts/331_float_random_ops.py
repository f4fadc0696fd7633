# Random (deterministic LCG) floats compared with CPython: repr round-trip, arithmetic, // and %, %-format and format-spec output, round(), int().
seed = 7
def rnd():
    global seed
    seed = (seed * 6364136223846793005 + 1442695040888963407) % 2**64
    return seed >> 11
def rfloat():
    k = rnd() % 7
    m = rnd()
    e = rnd() % 600 - 300
    if k == 0: return m / 2**53
    if k == 1: return m * 10.0 ** (e % 40 - 20)
    if k == 2: return (m / 2**53) * 10.0 ** e
    if k == 3: return float(rnd() % 2000 - 1000) / 8
    if k == 4: return -(m / 2**40)
    if k == 5: return float(rnd() % 100000) / 1000
    return (m % 1000) + 0.5
for i in range(300):
    x = rfloat(); y = rfloat()
    r = [x, repr(y), str(x * y), x + y, x - y, x / y if y else 'z']
    if y:
        r += [x // y, x % y]
    r.append('%.3f|%e|%g|%.17g|%.0f|%10.4e|%.12g' % (x, x, x, y, x, y, x))
    r.append(f'{x:.2%}|{y:,.3f}|{x:+.5g}|{y:.1e}|{x:20.10f}|{y:g}|{x:.0e}')
    r.append((round(x, 2), round(y, -2), round(x), round(y, 5), round(x, 20)))
    r.append((int(x), x < y, x == y, hash(x)))
    r.append(x ** 0.5 if x > 0 else x ** 2)
    r.append(float(repr(x)) == x)
    r.append(float(str(x * 3)))
    print(r)
for s in ['1e22', '1e23', '9007199254740993', '0.1e-320', '2.5e-324', '1.7976931348623158e308', '1.7976931348623159e308', '123456789e-30', '0.000001', '1e-7', '100000000000000000000000000000000000.0', '4.35', '0.3', '2.675']:
    v = float(s)
    print(s, v, repr(v), '%.20f' % v if abs(v) < 1e10 else '%.5e' % v, round(v, 2), f'{v:.3g}')
