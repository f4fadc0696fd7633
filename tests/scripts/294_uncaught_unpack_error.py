# Uncaught ValueError from tuple unpacking.
rows = [("a", 1), ("b", 2), ("c", 3, "extra")]
for name, value in rows:
    print(name, value)
