# int() conversions.
print(int(), int(5), int(-5.9), int(5.9), int(True), int("42"), int(" -42 "), int("0"), int("-0"))
print(int("1_000"), int("0b101", 0), int("0o17", 0), int("0x1f", 0), int("101", 2), int("z", 36), int("Z", 36))
print(int(1e20), int(-1e20), int(2.5), int(-2.5), int(0.999), int("9" * 30))
print(int("ff", base=16), int("10", base=8))
print(int(2 ** 100), int(-(2 ** 100)), type(int("7")).__name__)
for bad in ["", " ", "1.0", "1e3", "0x10", "--1", "1_", "_1", "1__0"]:
    try:
        print(repr(bad), int(bad))
    except ValueError as e:
        print("ValueError:", e)
for bad in [None, [1], (1,)]:
    try:
        int(bad)
    except TypeError as e:
        print("TypeError:", e)
