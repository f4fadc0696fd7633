# divmod and pow builtins.
print(divmod(17, 5), divmod(-17, 5), divmod(17, -5), divmod(-17, -5), divmod(0, 3))
print(divmod(17.5, 5), divmod(-17.5, 5), divmod(2 ** 100, 3 ** 20), divmod(True, 2))
print(pow(2, 10), pow(2, -1), pow(-2, 3), pow(2.5, 2), pow(4, 0.5), pow(0, 0), pow(10, 20))
print(pow(3, 4, 5), pow(2, 100, 17), pow(-3, 3, 7), pow(5, -2, 13), pow(2 ** 64, 2 ** 64, 10 ** 9 + 7))
print(pow(base=2, exp=5), pow(2, 5, mod=7))
for bad in [lambda: divmod(1, 0), lambda: pow(0, -1), lambda: pow(2, 3, 0), lambda: pow(2.0, 2, 3)]:
    try:
        bad()
    except (ZeroDivisionError, ValueError, TypeError) as e:
        print(type(e).__name__, e)
