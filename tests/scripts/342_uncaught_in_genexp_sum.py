# An exception inside a generator expression consumed by sum() propagates.
vals = [3, 2, 1, 0]
print(sum(10 // v for v in vals[:3]))
print(sum(10 // v for v in vals))
