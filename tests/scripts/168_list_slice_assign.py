# Assigning to simple slices (lists can grow or shrink).
a = list(range(6))
a[1:3] = ["a", "b", "c", "d"]
print(a)
a[1:5] = []
print(a)
a[:0] = [-2, -1]
print(a)
a[len(a):] = [100, 101]
print(a)
a[2:2] = "xy"
print(a)
a[:] = [9, 8, 7]
print(a)
a[1:] = range(3)
print(a)
a[-1:] = [[1, 2]]
print(a)
a[10:20] = ["appended"]
print(a)
a[-100:1] = ["start"]
print(a)
b = [1, 2, 3]
alias = b
b[:] = []
print(b, alias, alias is b)
c = [1, 2, 3, 4, 5]
c[3:1] = ["inserted"]
print(c)
d = [0, 1, 2]
d[0:2] = d
print(d)
e = list(range(5))
e[1:4] = (x * 10 for x in range(2))
print(e)
