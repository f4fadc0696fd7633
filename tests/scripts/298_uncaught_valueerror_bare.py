# Uncaught ValueError raised as a bare class: the last line has no message.
def check(x):
    if x < 0:
        raise ValueError
    return x
print(check(5))
print(check(-5))
