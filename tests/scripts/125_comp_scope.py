# Comprehension variables are local to the comprehension.
x = "outer"
lst = [x for x in range(3)]
print(x, lst)
n = 10
print([n * i for i in range(3)])
def f():
    k = 5
    return [k + i for i in range(3)]
print(f())
funcs = [lambda: i for i in range(3)]
print([fn() for fn in funcs])
funcs = [(lambda i=i: i) for i in range(3)]
print([fn() for fn in funcs])
y = 100
print([[y + a for a in range(2)] for y in range(3)], y)
def g():
    total = 0
    data = [total + v for v in range(4)]
    return total, data
print(g())
i = "unchanged"
s = {i for i in range(3)}
d = {i: i for i in range(3)}
ge = list(i for i in range(3))
print(i, s, d, ge)
