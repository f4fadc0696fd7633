# Uncaught AttributeError on a builtin object.
values = [3, 1, 2]
values.sort()
print(values)
values.frobnicate_all()
