# Uncaught ValueError from float() on a bad string.
readings = ["1.5", "2.25", "n/a"]
total = 0.0
for r in readings:
    total += float(r)
    print("total", total)
