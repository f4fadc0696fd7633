# Toy RSA with big integers: key generation from fixed primes, encrypt, decrypt, sign.
def egcd(a, b):
    x0, y0, x1, y1 = 1, 0, 0, 1
    while b:
        q, a, b = a // b, b, a % b
        x0, x1 = x1, x0 - q * x1
        y0, y1 = y1, y0 - q * y1
    return a, x0, y0
def is_probable_prime(n):
    if n < 2:
        return False
    for p in [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]:
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for a in [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]:
        x = pow(a, d, n)
        if x == 1 or x == n - 1:
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True
def next_prime(n):
    while not is_probable_prime(n):
        n += 1
    return n
p = next_prime(10 ** 40 + 12345)
q = next_prime(3 ** 90)
n = p * q
phi = (p - 1) * (q - 1)
e = 65537
g, x, _ = egcd(e, phi)
d = x % phi
print("p =", p)
print("q =", q)
print("n =", n)
print("gcd(e, phi) =", g, "| d*e mod phi =", d * e % phi, "| d == pow(e,-1,phi):", d == pow(e, -1, phi))
message = "Level 1 complete!"
m = sum(b << (8 * i) for i, b in enumerate(reversed(message.encode())))
c = pow(m, e, n)
back = pow(c, d, n)
print("m =", m)
print("c =", c)
raw = []
while back:
    raw.append(back & 0xFF)
    back >>= 8
print("decrypted:", "".join(chr(b) for b in reversed(raw)))
sig = pow(12345678901234567890, d, n)
print("signature verifies:", pow(sig, e, n) == 12345678901234567890)
print([is_probable_prime(k) for k in [97, 561, 7919, 2 ** 61 - 1, 2 ** 61 + 1, 10 ** 18 + 9]])
