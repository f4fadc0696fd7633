# Digits of pi and e with big integers.
def pi_digits(n):
    # Machin's formula: pi = 16 atan(1/5) - 4 atan(1/239), in fixed point.
    scale = 10 ** (n + 10)
    def arctan_inv(x):
        total = 0
        term = scale // x
        x2 = x * x
        k = 1
        sign = 1
        while term:
            total += sign * (term // k)
            term //= x2
            k += 2
            sign = -sign
        return total
    pi = 16 * arctan_inv(5) - 4 * arctan_inv(239)
    return str(pi // 10 ** 10)
def e_digits(n):
    scale = 10 ** (n + 10)
    total = 0
    term = scale
    k = 0
    while term:
        total += term
        k += 1
        term //= k
    return str(total // 10 ** 10)
p = pi_digits(500)
print(p[0] + "." + p[1:61])
for i in range(1, 501, 100):
    print(p[i:i + 50])
print("digit counts:", [p.count(str(d)) for d in range(10)])
e = e_digits(300)
print(e[0] + "." + e[1:61])
print(e[-20:], len(e))
def spigot_pi(n):
    out = []
    q, r, t, k, m, x = 1, 0, 1, 1, 3, 3
    while len(out) < n:
        if 4 * q + r - t < m * t:
            out.append(m)
            q, r, t, k, m, x = 10 * q, 10 * (r - m * t), t, k, (10 * (3 * q + r)) // t - 10 * m, x
        else:
            q, r, t, k, m, x = q * k, (2 * q + r) * x, t * x, k + 1, (q * (7 * k + 2) + r * x) // (t * x), x + 2
    return "".join(map(str, out))
s = spigot_pi(120)
print(s, s == p[:120])
