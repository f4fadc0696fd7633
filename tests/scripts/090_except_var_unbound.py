# The name bound by `except E as e` is deleted when the handler ends.
e = "before"
try:
    raise ValueError("inside")
except ValueError as e:
    print("in handler:", e)
try:
    print(e)
except NameError as ne:
    print("NameError:", ne)
def f():
    err = None
    try:
        1 / 0
    except ZeroDivisionError as exc:
        err = exc
    try:
        exc
    except NameError:
        print("exc unbound in function too")
    return err
saved = f()
print(type(saved).__name__, saved)
x = 0
try:
    x = 1
except Exception as unused:
    x = 2
print(x)
