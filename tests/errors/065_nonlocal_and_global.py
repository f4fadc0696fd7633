# A name cannot be both nonlocal and global.
def f():
    x = 1
    def g():
        global x
        nonlocal x
print(1)
