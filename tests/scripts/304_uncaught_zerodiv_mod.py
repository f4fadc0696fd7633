# Uncaught ZeroDivisionError from modulo with a big int.
def checksum(n, m):
    return n % m
print(checksum(2 ** 100, 97))
print(checksum(2 ** 100, 0))
