# An exception with several args prints their tuple.
try:
    raise ValueError('x', 1)
except ValueError as e:
    print(e.args)
raise IndexError('bad index', 7, None)
