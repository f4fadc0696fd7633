# Conditional expressions.
for n in range(-2, 4):
    print(n, "neg" if n < 0 else "zero" if n == 0 else "pos", "even" if n % 2 == 0 else "odd")
x = 10
y = x // 2 if x > 5 else x * 2
print(y)
print([("fizz" if i % 3 == 0 else "") + ("buzz" if i % 5 == 0 else "") or str(i) for i in range(1, 16)])
f = lambda a: a if a >= 0 else -a
print(f(-5), f(5), f(0))
side = []
def s(v):
    side.append(v)
    return v
r = s("yes") if s(True) else s("no")
print(r, side)
side.clear()
r = s("yes") if s(0) else s("no")
print(r, side)
print((1 if True else 2) + (3 if False else 4))
print("a" if [] else "b", "c" if [0] else "d", 1 if None is None else 0)
big = 2 ** 70
print("big" if big > 2 ** 64 else "small", max(1, 2) if big else min(1, 2))
