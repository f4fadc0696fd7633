# Conversions between int and float.
for v in [3.7, -3.7, 0.9999, -0.9999, 1e10, 1e20, 2.5, -2.5, 1e300, 123456789.987654321]:
    print(v, int(v))
print(float(1), float(-7), float(2 ** 53), float(2 ** 53 + 1), float(10 ** 22), float(10 ** 23))
print(float(2 ** 1023), float(-(2 ** 1023)))
print(float(2 ** 1024 - 2 ** 971), float(123456789012345678901234567890))
print(int(float(2 ** 80)) == 2 ** 80, int(1e23), int(-1e23))
print(float("3.5"), float("-0"), float("1e3"), float(" 12 "), float("1_000.5"), float(".5"), float("5."))
print(float(True), int(False), int(True), int(-0.0), float(-0))
try:
    float(2 ** 1024)
except OverflowError as e:
    print("OverflowError:", e)
try:
    float("1.2.3")
except ValueError as e:
    print("ValueError:", e)
try:
    int("3.5")
except ValueError as e:
    print("ValueError:", e)
print(int(float("1e15")), int(1.5e15), 10 ** 15 == 1e15)
print(2 ** 63 / 1, 2 ** 64 * 1.0, (2 ** 64 + 1) * 1.0 == 2.0 ** 64)
