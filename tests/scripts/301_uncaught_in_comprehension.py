# Uncaught ZeroDivisionError inside a list comprehension.
values = [4, 2, 1, 0, 8]
print([10 // v for v in values[:3]])
print([10 % v for v in values])
