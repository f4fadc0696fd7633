# An assignment expression in the iterable of a comprehension.
print([i for i in (j := range(3))])
