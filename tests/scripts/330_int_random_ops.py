# Random (deterministic LCG) big-int arithmetic compared with CPython: + - * // % divmod / & | ^ shifts pow round hash and conversions to str/hex/oct/bin.
seed = 42
def rnd():
    global seed
    seed = (seed * 6364136223846793005 + 1442695040888963407) % 2**64
    return seed >> 11
def rint():
    k = rnd() % 6
    if k == 0: return rnd() % 20 - 10
    if k == 1: return rnd() % 2**31 - 2**30
    if k == 2: return rnd() - 2**52
    if k == 3: return (rnd() * rnd() * rnd()) * (1 if rnd() % 2 else -1)
    if k == 4: return 2 ** (rnd() % 130) - rnd() % 3
    return -(2 ** (rnd() % 200)) + rnd() % 5
out = []
for i in range(400):
    a = rint(); b = rint()
    r = [a + b, a - b, a * b, a & b, a | b, a ^ b, a == b, a < b, hash(a)]
    if b:
        r += [a // b, a % b, divmod(a, b)]
        try:
            r.append(a / b)
        except OverflowError as e:
            r.append('OE')
    r.append(a >> (abs(b) % 150))
    r.append(a << (abs(b) % 70))
    try:
        r.append(float(a))
    except OverflowError:
        r.append('OE')
    r.append(pow(a, abs(b) % 7))
    if b > 1:
        r.append(pow(a, 12345, b))
    r.append(str(a)[::-1][:10])
    r.append((hex(a), oct(a)[:12], bin(a)[-10:]))
    r.append(f'{a:,}'[-12:])
    r.append(round(a, -(abs(b) % 25)))
    out.append(r)
for r in out:
    print(r)
