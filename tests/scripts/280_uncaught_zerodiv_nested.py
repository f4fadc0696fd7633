# Uncaught ZeroDivisionError raised three calls deep, after some output.
def average(values):
    return total(values) / count(values)
def total(values):
    return sum(values)
def count(values):
    return len(values)
def report(groups):
    for name, values in groups:
        print(name, average(values))
report([("a", [1, 2, 3]), ("b", [10]), ("empty", []), ("never", [1])])
