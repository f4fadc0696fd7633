# Uncaught TypeError raised inside a lambda used as a sort key.
people = [("ann", 30), ("bob", None), ("cy", 25)]
print(sorted(people, key=lambda p: p[0]))
print(sorted(people, key=lambda p: p[1] + 0))
