# float() conversions.
print(float(), float(1), float(-3), float(True), float("1.5"), float("  -2.5e3 "), float("inf"), float("-nan"))
print(float(2 ** 53), float(2 ** 53 + 1), float(10 ** 300), float(1.5), float("1e-320"), float("0.1"))
print(float("1_000.5"), float("+.5"), float("5."), float("Infinity"), float("1E5"), type(float(1)).__name__)
for bad in ["", "abc", "1,5", "1.5.5", "0x1p3", "nan1"]:
    try:
        print(float(bad))
    except ValueError as e:
        print("ValueError:", e)
try:
    float(None)
except TypeError as e:
    print("TypeError:", e)
try:
    float(10 ** 400)
except OverflowError as e:
    print("OverflowError:", e)
