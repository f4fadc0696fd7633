# Comparison chains evaluate each operand at most once and short-circuit.
log = []
def v(x):
    log.append(x)
    return x
print(v(1) < v(2) < v(3))
print(log)
log.clear()
print(v(1) < v(3) < v(2) < v(4))
print(log)
log.clear()
print(v(5) > v(6) > v(7))
print(log)
log.clear()
print(v(1) == v(1) != v(2) <= v(2) >= v(0))
print(log)
a, b, c = 1, 2, 3
print(a < b < c, a < c < b, c > b > a, a == b == c, a != b != a)
print(1 < 2 < 3 < 4 < 5 < 6, 1 < 2 < 3 < 4 < 3)
print(0 <= 5 < 10, -1 < 0 <= 0, 2 >= 2 > 1 >= 1)
print("a" < "b" < "c", "abc" < "abd" < "b", [1] < [1, 0] < [2])
print(1 < 2 in [2, 3], 1 in [1] in [[1]], (1 < 2) is True)
print(None is None is not False, a is not None)
x = 5
print(1 < x < 10, 1 < x > 4, 10 > x <= 5)
log.clear()
r = v(3) in [v(1), v(2), v(3)] not in [v(9)]
print(r, log)
