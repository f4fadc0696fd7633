# Uncaught ValueError from int() on a bad string.
for text in ["12", " 7 ", "-3", "x"]:
    print(int(text) * 2)
