# A set display whose items are all constants after constant folding (unary
# minus, ~, arithmetic) is compiled by CPython 3.11 as BUILD_SET 0 +
# LOAD_CONST frozenset + SET_UPDATE, which fixes the iteration order seen
# below.  Non-constant displays add items one by one in source order.
print({1000, 8, 16, 32, 5, 3000, -77})
print({1000, 8, 16, 32, 5, 3000, ~77})
print({2*3, 8, 16, 32, 5, 3000, 77})
print({1000, 8, 16, 32, 5, 3000, 1 << 10})
print({1000, 8, 16, 32, 5, 3000, 2**3 + 64})
print({-1, -2, 5, 1000, 8, 16, 32})
print([{-1, -2, 5, 1000, 8, 16, 32}])
print({1000, 8, 16, 32, 5, 3000, 77})
x = -77
print({1000, 8, 16, 32, 5, 3000, x})
print(set([1000, 8, 16, 32, 5, 3000, -77]))
print({-33, 1, 65}, {33, 1, 65}, {-1, -2}, {-2, -1})
for s in ({-5, 10, 21, 37}, {-(2**40), 3, 2**40}, {-10, -20, -30, -40, -50, -60}):
    print(s, len(s))
