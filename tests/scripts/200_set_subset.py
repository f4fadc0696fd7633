# Subset and superset relations.
small = {1, 2}
big = {1, 2, 3}
other = {4}
print(small.issubset(big), big.issubset(small), small <= big, small < big, big > small, big >= big)
print(small.issubset(small), small < small, set() <= small, set() < set(), set() <= set())
print(other <= big, other.issubset(big), big.issubset(range(5)), {1, 2}.issubset("12"))
print(big >= {1}, big > big, {1, 2} == {2, 1} <= {1, 2, 3})
def is_disjoint(x, y):
    return not (x & y)
print(is_disjoint(small, other), is_disjoint(small, big))
