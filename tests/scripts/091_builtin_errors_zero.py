# Division-by-zero messages.
ops = [
    ("int /", lambda: 1 / 0),
    ("int //", lambda: 1 // 0),
    ("int %", lambda: 1 % 0),
    ("big /", lambda: 10 ** 30 / 0),
    ("big //", lambda: 10 ** 30 // 0),
    ("big %", lambda: -(10 ** 30) % 0),
    ("float /", lambda: 1.0 / 0),
    ("float / 0.0", lambda: 1 / 0.0),
    ("float //", lambda: 1.0 // 0),
    ("float %", lambda: 1.0 % 0.0),
    ("divmod int", lambda: divmod(7, 0)),
    ("divmod float", lambda: divmod(7.0, 0)),
    ("pow 0.0 neg", lambda: 0.0 ** -2),
    ("pow 0 neg", lambda: 0 ** -1),
    ("augmented", lambda: [x for x in [5] for _ in [x // 0]]),
]
for name, fn in ops:
    try:
        fn()
    except ZeroDivisionError as e:
        print(name, "->", e)
def ratio(a, b):
    return a / b
def safe_ratio(a, b):
    try:
        return ratio(a, b)
    except ZeroDivisionError:
        return float("inf") if a > 0 else float("-inf") if a < 0 else float("nan")
print(safe_ratio(1, 0), safe_ratio(-1, 0), safe_ratio(0, 0), safe_ratio(1, 4))
