# Floor division and modulo with every sign combination.
pairs = [(7, 2), (-7, 2), (7, -2), (-7, -2), (0, 3), (0, -3), (6, 3), (-6, 3),
         (6, -3), (1, 5), (-1, 5), (1, -5), (-1, -5), (13, 13), (-13, 13)]
for a, b in pairs:
    q = a // b
    r = a % b
    print(a, b, q, r, q * b + r == a)
print(-1 // 10, -9 // 10, -10 // 10, -11 // 10)
print(-1 % 10, -9 % 10, -10 % 10, -11 % 10)
print(10 % -3, -10 % -3, 10 // -3, -10 // -3)
big = 10 ** 30 + 7
print(big // 3, big % 3, -big // 3, -big % 3)
print(big // -3, big % -3, -big // -3, -big % -3)
print((-big) // (10 ** 15), (-big) % (10 ** 15))
print(-(2 ** 100) // 7, -(2 ** 100) % 7)
print(2 ** 100 // -(2 ** 50 + 1), 2 ** 100 % -(2 ** 50 + 1))
print(divmod(-7, 2), divmod(7, -2), divmod(-7, -2))
print(divmod(-(10 ** 25), 10 ** 12 + 3))
