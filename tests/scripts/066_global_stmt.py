# global declarations.
counter = 0
def incr():
    global counter
    counter += 1
    return counter
for _ in range(5):
    incr()
print(counter)
def make_global():
    global created
    created = "I am global"
make_global()
print(created)
x = "module"
def shadow():
    x = "local"
    return x
print(shadow(), x)
def read_only():
    return x + "!"
print(read_only())
def multi():
    global a, b
    a, b = 1, 2
multi()
print(a, b)
total = 0
def add_all(*nums):
    global total
    for n in nums:
        total += n
add_all(1, 2, 3)
add_all(10)
print(total)
def nested():
    def inner():
        global counter
        counter = 100
    inner()
nested()
print(counter)
lst = []
def append_it(v):
    lst.append(v)
append_it(1); append_it(2)
print(lst)
