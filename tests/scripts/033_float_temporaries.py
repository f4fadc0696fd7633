# Float arithmetic may put a result into an operand that only the value
# stack refers to (a temporary): no variable, list, dict, closure, default,
# generator or other thread may ever see one of its floats change.
import threading

x = 1.5
y = x * 2.0 + 1.0           # the temporary x * 2.0 takes the sum; x stays
print(x, y)
a, b, c = 0.25, 4.0, -1.0
print(a * b + c, a, b, c)
print((a + b) * (b - c) / (a * c), a, b, c)
L = [0.5, 1.5, 2.5]
t = L[0] * L[1] - L[2]      # list items are referenced by the list
print(t, L)
d = {"k": 3.0}
print(d["k"] * 2.0 + d["k"], d)
kept = []
s = 0.0
for i in range(5):
    v = i * 0.5 + 0.25      # int * float: generic path; + float: may reuse
    kept.append(v)
    s = s + v * v           # s's old value is named by s while it is read
print(kept, s)


def f(p, q=2.5):
    r = p * q + q           # q's default is shared by every call
    return r, p, q


print(f(1.0), f(2.0), f.__defaults__)


def gen():
    z = 1.0
    while True:
        z = z * 1.5 + 0.5
        yield z


g = gen()
print([next(g) for _ in range(4)])
cell = 2.0


def outer():
    w = 3.0

    def inner():
        return w * w + cell
    return inner


print(outer()(), cell)
print(1.0 / 3.0 * 3.0, 2.0 ** 0.5 * 2.0 ** 0.5, -0.0 * 1.0, 1e308 * 10.0 - 1e308 * 10.0)
try:
    print(1.5 * 2.0 / 0.0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)

# threads reading the same floats from a shared list while computing
SHARED = [float(i) + 0.5 for i in range(64)]
out = [0.0] * 4


def work(k):
    acc = 0.0
    for r in range(2000):
        v = SHARED[(r + k) % 64]
        acc = acc + (v * 2.0 + 1.0) * 0.5 - v
    out[k] = acc


ts = [threading.Thread(target=work, args=(k,)) for k in range(4)]
for t in ts:
    t.start()
for t in ts:
    t.join()
print(out, SHARED[:4], sum(SHARED))
