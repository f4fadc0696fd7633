# int() with bases, and hex/bin/oct output.
print(int("ff", 16), int("FF", 16), int("0xff", 16), int("0xff", 0))
print(int("777", 8), int("0o777", 0), int("0o777", 8))
print(int("1010", 2), int("0b1010", 0), int("-0b1010", 0), int("0B11", 2))
print(int("z", 36), int("ZZ", 36), int("10", 36), int("hello", 36))
print(int("  -42  ", 10), int("+4", 5), int("1_0", 2), int("0", 0))
print(int("123456789abcdef", 16), int("-" + "f" * 40, 16))
print(int("12", 3), int("12", 10), int("12", 16), int("12", 20))
for n in [0, 1, -1, 255, -255, 4096, 2 ** 64, -(2 ** 70) + 3]:
    print(n, hex(n), oct(n), bin(n))
for n in [5, 100, 1000]:
    assert int(bin(n), 0) == n and int(hex(n), 16) == n and int(oct(n), 0) == n
print("round trips ok")
def to_base(n, b):
    if n == 0:
        return "0"
    chars = "0123456789abcdefghijklmnopqrstuvwxyz"
    neg = n < 0
    n = abs(n)
    out = ""
    while n:
        n, d = divmod(n, b)
        out = chars[d] + out
    return "-" + out if neg else out
for b in [2, 3, 7, 16, 36]:
    s = to_base(123456789, b)
    print(b, s, int(s, b))
print(to_base(-(2 ** 100), 36), int(to_base(-(2 ** 100), 36), 36) == -(2 ** 100))
for bad, base in [("12", 2), ("g", 16), ("", 10), ("0x", 16), ("1 2", 10), ("08", 0)]:
    try:
        int(bad, base)
    except ValueError as e:
        print("ValueError:", e)
