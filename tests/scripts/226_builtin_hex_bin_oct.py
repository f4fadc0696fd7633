# hex, bin and oct.
for n in [0, 1, 7, 8, 15, 16, 255, 256, -1, -255, 2 ** 32, 2 ** 64 - 1, -(2 ** 100), True]:
    print(n, hex(n), bin(n), oct(n))
print(hex(0xDEADBEEF), bin(0b1010), oct(0o777), int(hex(12345), 16), int(bin(12345), 2), int(oct(12345), 8))
print(hex(10 ** 30), len(bin(2 ** 1000)), oct(-8))
for bad in [1.5, "10", None]:
    try:
        hex(bad)
    except TypeError as e:
        print("TypeError:", e)
