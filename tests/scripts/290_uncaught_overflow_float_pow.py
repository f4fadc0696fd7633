# Uncaught OverflowError from a float power.
x = 2.0
print(x ** 100)
print(x ** 1000)
print(x ** 10000)
