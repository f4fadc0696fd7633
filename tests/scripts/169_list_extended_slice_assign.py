# Assigning to extended slices needs matching lengths.
a = list(range(10))
a[::2] = ["e"] * 5
print(a)
a[1::2] = "ABCDE"
print(a)
a[::-1] = range(10)
print(a)
a[8:2:-2] = [0, 0, 0]
print(a)
b = [1, 2, 3]
b[::1] = [4, 5, 6, 7]
print(b)
for value in [[1, 2], [1, 2, 3, 4, 5, 6]]:
    try:
        c = list(range(6))
        c[::2] = value
        print(c)
    except ValueError as e:
        print("ValueError:", e)
d = [0] * 6
d[::3] = [1, 1]
d[::-3] = [2, 2]
print(d)
