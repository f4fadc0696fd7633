# Powers with float operands and negative exponents.
print(2 ** -1, 2 ** -2, 10 ** -3, (-2) ** -3, 2.0 ** 10, 2 ** 0.5, 9 ** 0.5)
print(0.0 ** 0, 0 ** 0.0, 1.0 ** 1e10, (-1.0) ** 2, (-1.0) ** 3, 4.0 ** -0.5)
print(1.5 ** 2, 1.1 ** 10, 10.0 ** 20, 10.0 ** -20, 2.0 ** 1023, 2.0 ** -1074)
print(pow(2, 0.5), pow(2.0, -1), pow(1e10, 2), 1e200 ** 1, (1e-200) ** 2)
print(100 ** 0.5, 27 ** (1 / 3), 8 ** (1 / 3), 1e6 ** (1 / 6))
x = 1.0001
print(x ** 10000, x ** -10000)
try:
    0.0 ** -1
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    10.0 ** 400
except OverflowError as e:
    print("OverflowError:", e)
try:
    2 ** 10000 * 1.0
except OverflowError as e:
    print("OverflowError:", e)
