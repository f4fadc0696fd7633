# OverflowError from float operations.
cases = [
    lambda: 2.0 ** 10000,
    lambda: 10.0 ** 309,
    lambda: (-10.0) ** 309,
    lambda: float(10 ** 400),
    lambda: int(float("inf")),
    lambda: round(float("-inf")),
    lambda: 10 ** 400 / 10,
    lambda: 1e308 * 10,
    lambda: 2 ** 2000 * 0.5,
]
for fn in cases:
    try:
        print("value:", fn())
    except OverflowError as e:
        print("OverflowError:", e)
