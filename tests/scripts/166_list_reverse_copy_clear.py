# reverse, copy, clear.
a = [1, 2, 3, 4]
print(a.reverse(), a)
a.reverse()
print(a)
b = a.copy()
b.append(5)
print(a, b, a is b)
nested = [[1], [2]]
shallow = nested.copy()
shallow[0].append(99)
shallow.append([3])
print(nested, shallow)
alias = a
a.clear()
print(a, alias, len(alias))
e = []
e.reverse()
print(e, e.copy(), [7].copy())
s = list("abcde")
s.reverse()
print("".join(s))
big = list(range(1001))
big.reverse()
print(big[:3], big[-3:])
