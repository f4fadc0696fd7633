# Set operators.
a = {1, 2, 3, 4}
b = {3, 4, 5, 6}
print(a | b, a & b, a - b, b - a, a ^ b)
print(a <= b, {3, 4} <= a, {3, 4} < a, a < a, a <= a, a >= {1}, a > {1, 2, 3, 4}, a == {4, 3, 2, 1})
c = set(a)
c |= {7}
print(c)
c &= {1, 2, 7, 8}
print(c)
c -= {2}
print(c)
c ^= {1, 5}
print(c)
print((a | b) - (a & b) == a ^ b, a - b | b - a == a ^ b)
print({1, 2} | set(), set() & {1}, {0} ^ {0})
try:
    {1} | [2]
except TypeError as e:
    print("TypeError:", e)
evens = {x for x in range(10) if x % 2 == 0}
threes = {x for x in range(10) if x % 3 == 0}
print(sorted(evens | threes), sorted(evens & threes), sorted(evens - threes), sorted(evens ^ threes))
