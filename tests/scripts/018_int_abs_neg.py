# Unary operators and abs.
vals = [0, 1, -1, 7, -7, 2 ** 64, -(2 ** 64), 10 ** 30, -(10 ** 30)]
for v in vals:
    print(v, -v, +v, ~v, abs(v), -(-v) == v, ~~v == v)
print(abs(-3.5), abs(3.5), abs(-0.0), abs(False), abs(True))
print(- - 3, - + - 3, ~ - 1, not - 1)
x = 5
x = -x
print(x, -x, abs(x) == -x)
print(-2 ** 2, (-2) ** 2, -2 ** -1)
