# finally with return.
def f1():
    try:
        return "try"
    finally:
        print("finally runs before return")
print(f1())
def f2():
    try:
        return "try"
    finally:
        return "finally wins"
print(f2())
def f3():
    try:
        raise ValueError("lost")
    finally:
        return "finally swallows exception"
print(f3())
def f4():
    x = 1
    try:
        return x
    finally:
        x = 2
        print("x set to", x)
print(f4())
def f5():
    lst = []
    try:
        lst.append(1)
        return lst
    finally:
        lst.append(2)
print(f5())
def f6(n):
    try:
        if n:
            return "early"
    finally:
        print("cleanup", n)
    return "late"
print(f6(1), f6(0))
def f7():
    for i in range(3):
        try:
            if i == 1:
                return i
        finally:
            print("iteration", i, "finally")
    return -1
print(f7())
def f8():
    try:
        try:
            return "inner"
        finally:
            print("inner finally")
    finally:
        print("outer finally")
print(f8())
