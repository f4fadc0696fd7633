# A parameter cannot be declared global.
def f(x):
    global x
print(1)
