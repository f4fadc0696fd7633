# round() uses banker's rounding; ndigits works on exact binary values.
for v in [0.5, 1.5, 2.5, 3.5, -0.5, -1.5, -2.5, 0.4999999, 2.675, 1.005, 7.0, -7.6]:
    print(v, round(v), round(v, 0), round(v, 1), round(v, 2))
print(round(2.675, 2), round(0.125, 2), round(0.375, 2), round(1.25, 1), round(1.35, 1))
print(round(1234.5678, -1), round(1234.5678, -2), round(1250.0, -2), round(1350.0, -2))
print(round(1234, -2), round(1250, -2), round(1350, -2), round(-1250, -2), round(15, -1), round(25, -1))
print(round(5, 2), round(123456789, -3), round(10 ** 30 + 5 * 10 ** 10, -11))
print(type(round(2.5)).__name__, type(round(2.5, 0)).__name__, type(round(3, 1)).__name__)
print(round(1e20), round(-1e20), round(1e300) == 10 ** 300)
print(round(0.1 + 0.2, 15), round(0.1 + 0.2, 16), round(0.1 + 0.2, 17))
print(round(1 / 3, 5), round(2 / 3, 5), round(-2 / 3, 3))
print([round(x / 2) for x in range(-6, 7)])
for bad in [float("inf"), float("nan")]:
    try:
        round(bad)
    except (OverflowError, ValueError) as e:
        print(type(e).__name__, e)
print(round(float("inf"), 2), round(float("nan"), 2))
