# Uncaught TypeError from ordering mixed types.
mixed = [3, 1, "2"]
print(max(mixed[:2]))
mixed.sort()
