# round with and without ndigits.
print([round(x) for x in [0.5, 1.5, 2.5, 3.5, 4.5, -0.5, -1.5, -2.5, 0.49, 0.51]])
print(round(3.14159, 2), round(3.14159, 0), round(3.14159, 4), round(2.5, 0), round(-2.5, 0))
print(round(1234.5678, -2), round(1234, -2), round(1250, -2), round(1350, -2), round(-1250, -2), round(5, -1))
print(round(0.1 + 0.2, 1), round(1e-10, 5), round(123.456, -1), round(0.5, 1), round(1 / 3, 10))
print(round(7), round(-7), round(2 ** 100), round(10 ** 20 + 5, -1), round(10 ** 20 + 15, -1))
print(type(round(1.5)).__name__, type(round(1.5, 1)).__name__, type(round(15, -1)).__name__)
print(round(2.675, 2), round(2.665, 2), round(0.045, 2), round(1.005, 2))
print(round(True), round(5.5), round(6.5), round(-0.0), round(-0.4))
