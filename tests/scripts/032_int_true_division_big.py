# True division of big ints must be correctly rounded.
print(10 ** 30 / 7, 2 ** 1000 / 2 ** 999, (2 ** 1000 + 1) / 2 ** 999)
print(10 ** 400 / 10 ** 399, 1 / 10 ** 300, (10 ** 300 + 1) / 10 ** 300)
print(123456789123456789123456789 / 987654321, 2 ** 64 / 3)
print((2 ** 53 + 1) / 1, (2 ** 54 + 3) / 2, 9007199254740993 / 3)
print(-(10 ** 25) / 3, 10 ** 25 / -3, 7 / -(2 ** 70))
print(1 / 3, 2 / 3, 22 / 7, 355 / 113)
try:
    (10 ** 400) / 3
except OverflowError as e:
    print("OverflowError:", e)
