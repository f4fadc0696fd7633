# Simple, chained and parallel assignment.
a = b = c = 7
print(a, b, c)
x = y = []
x.append(1)
print(x, y, x is y)
a, b = 1, 2
a, b = b, a
print(a, b)
a, b, c = c, a, b
print(a, b, c)
i = 0
lst = [10, 20, 30]
i, lst[i] = 1, 99
print(i, lst)
p = q = r = "s"
p += "!"
print(p, q, r)
n = 0
n = n + 1
n = n * 10
print(n)
first, second = "xy"
print(first, second)
(k), (m) = 3, 4
print(k, m)
v = w = 2 ** 100
print(v is w, v == w)
u = [1, 2, 3]
u[0] = u[1] = u[2] = 0
print(u)
d = {}
d["a"] = d["b"] = len(d)
print(d)
