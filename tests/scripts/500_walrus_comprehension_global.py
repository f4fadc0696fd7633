# A walrus in a comprehension binds its target in the enclosing function --
# or, when that function declares the name global (or nonlocal), in the
# global (or enclosing) scope, as CPython does.
def f():
    global x
    [x := i for i in range(2)]
    return x
print(f(), x)

def g():
    y = 0
    def h():
        nonlocal y
        [y := i for i in range(3)]
        return y
    r = h()
    return r, y
print(g())

def k():
    global z
    [[(z := j * 10 + i) for j in range(2)] for i in range(3)]
    return z
print(k(), z)

class A:
    def m(self):
        global q
        return [q := c for c in "abc"], q
print(A().m(), q)

def gen():
    global last
    return sum(last := v for v in range(5))
print(gen(), last)

def local():
    [w := 7 for _ in "a"]
    return w
print(local(), "w" in globals())
