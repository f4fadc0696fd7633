# del on names, items, slices and several targets.
x = 5
del x
try:
    print(x)
except NameError as e:
    print("NameError:", e)
lst = list(range(10))
del lst[0]
print(lst)
del lst[-1]
print(lst)
del lst[2:4]
print(lst)
del lst[::2]
print(lst)
del lst[:]
print(lst)
d = {"a": 1, "b": 2, "c": 3}
del d["b"]
print(d)
try:
    del d["zz"]
except KeyError as e:
    print("KeyError:", e)
a, b = 1, 2
del a, b
try:
    print(a)
except NameError as e:
    print("NameError:", e)
m = [[1, 2], [3, 4]]
del m[0][1], m[1]
print(m)
g = 10
def f():
    global g
    del g
f()
try:
    print(g)
except NameError as e:
    print("NameError:", e)
n = [1, 2, 3]
try:
    del n[5]
except IndexError as e:
    print("IndexError:", e)
y = 1
del (y)
print("deleted")
