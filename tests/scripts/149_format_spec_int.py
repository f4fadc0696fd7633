# Integer presentation types with fill, align, sign, width, '#' and grouping.
nums = [0, 7, -7, 255, -255, 65535, 10 ** 9, -(2 ** 70)]
for n in nums:
    print(format(n, "d"), format(n, "+d"), format(n, " d"), format(n, "x"), format(n, "#X"),
          format(n, "o"), format(n, "#o"), format(n, "b"), format(n, "#b"), format(n, ","), format(n, "_x"))
for n in [5, -5, 1234]:
    print(f"[{n:10}] [{n:<10}] [{n:^10}] [{n:>10}] [{n:=10}] [{n:010}] [{n:*^10}] [{n:#012x}] [{n:_b}]")
print(format(1234567890, ","), format(1234567890, "_"), format(-1234567890, "020,"), format(0xFFFFFFFF, "_X"))
print(format(3, ".2f"), format(3, "e"), format(3, "%"), format(3, "g"), format(10 ** 20, "e"))
print(format(65, "c"), format(True, "d"), format(False, "05"), format(12, ""), format(12))
print(format(255, "08x"), format(255, "#08x"), format(-255, "#08x"), format(1, "+05"))
try:
    format(1, "s")
except ValueError as e:
    print("ValueError:", e)
try:
    format(1.5, "x")
except ValueError as e:
    print("ValueError:", e)
