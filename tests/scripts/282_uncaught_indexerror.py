# Uncaught IndexError from a list index past the end.
items = ["a", "b", "c"]
for i in range(5):
    print(i, items[i])
