# Augmented assignment on containers and subscripts.
a = [1, 2]
b = a
a += [3, 4]
print(a, b, a is b)
a *= 2
print(a, b is a)
a += (5, 6)
a += "xy"
print(b)
t = (1, 2)
u = t
t += (3,)
print(t, u, t is u)
s = "abc"
r = s
s += "d"
print(s, r)
d = {"a": 1}
d["a"] += 10
d["b"] = d.get("b", 0) + 1
d["b"] *= 7
print(d)
m = [[0] * 3 for _ in range(2)]
m[1][2] += 5
m[0][0] -= 1
print(m)
counts = {}
for w in "the cat the hat the end".split():
    counts[w] = counts.get(w, 0) + 1
print(counts)
idx = [0, 0, 0]
order = []
def i(k):
    order.append(k)
    return k
idx[i(1)] += i(10)
print(idx, order)
l2 = [1, 2, 3]
l2[0] <<= 4
l2[-1] **= 3
print(l2)
