# Uncaught ValueError from unpacking: only the last traceback line is compared.
def pair():
    return 1, 2
print('start')
a, b, c = pair()
print('not reached')
