# Deleting slices.
a = list(range(12))
del a[1:3]
print(a)
del a[::3]
print(a)
del a[-2:]
print(a)
del a[::-2]
print(a)
del a[100:]
print(a)
del a[5:2]
print(a)
b = list(range(10))
del b[1::2]
print(b)
del b[:]
print(b, len(b))
c = list("abcdefgh")
del c[-1:-6:-2]
print(c)
