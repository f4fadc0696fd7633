# Uncaught AssertionError without a message.
total = sum([1, 2, 3])
print("total", total)
assert total == 6
assert total == 7
print("unreachable")
