# del *a is invalid.
a = [1]
del *a
