# Every augmented assignment operator.
x = 10
x += 5; print(x)
x -= 3; print(x)
x *= 4; print(x)
x //= 5; print(x)
x %= 4; print(x)
x **= 10; print(x)
x /= 8; print(x)
x = 0b1100
x &= 0b1010; print(x)
x |= 0b0101; print(x)
x ^= 0b1111; print(x)
x <<= 70; print(x)
x >>= 68; print(x)
f = 1.5
f += 1; f *= 2; f -= 0.5; f /= 2; f //= 0.5; f %= 3; f **= 2
print(f)
s = "ab"
s += "cd"; s *= 3; print(s)
n = 2 ** 64
n += n; n -= 1; n *= n; n //= 3; n %= 10 ** 20; print(n)
big = 7
for _ in range(5):
    big **= 2
print(big)
c = 100
c += c * 2 if c else 0
print(c)
b = True
b += True; print(b, type(b).__name__)
