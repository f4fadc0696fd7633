# Capture patterns bind names in the current scope; `_` binds nothing.
def f(v):
    match v:
        case 1:
            return "one"
        case other:
            return f"captured {other!r}"
print(f(1), f("x"), f([1, 2]))

match 5:
    case _:
        print("wildcard matches; _ is not bound:", "_" in globals())

# module level: the capture is a global
match {"a": 1}:
    case captured:
        pass
print("global captured =", captured)

# inside a function: a local, visible in the function only
def g():
    match (3, 4):
        case pair:
            pass
    return pair
print(g(), "pair" in globals())

# a closure reads a captured local
def h(v):
    match v:
        case n:
            def inner():
                return n * 2
    return inner()
print(h(21))

# nonlocal and global names can be bound by a pattern
total = 0
def k():
    global total
    match 7:
        case total:
            pass
k()
print("total =", total)
def outer():
    x = "before"
    def inner():
        nonlocal x
        match "after":
            case x:
                pass
    inner()
    return x
print(outer())

# the subject is evaluated once
calls = []
def subject():
    calls.append(1)
    return 9
match subject():
    case 1: pass
    case 2: pass
    case z: print("z =", z)
print("subject evaluated", len(calls), "time(s)")

# a match with no matching case does nothing
match 3:
    case 4:
        print("no")
print("after a match with no match")
