# Uncaught StopIteration from next() on an empty iterator.
it = iter([1])
print(next(it))
print(next(it))
