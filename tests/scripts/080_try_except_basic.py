# Basic try/except.
try:
    print("in try")
    x = 1 / 0
    print("not reached")
except ZeroDivisionError:
    print("caught ZeroDivisionError")
try:
    [][0]
except IndexError as e:
    print("caught", type(e).__name__, e)
try:
    {}["missing"]
except KeyError as e:
    print("caught KeyError", e, repr(str(e)))
try:
    int("abc")
except ValueError as e:
    print("caught ValueError:", e)
try:
    None + 1
except TypeError as e:
    print("caught TypeError:", e)
try:
    undefined_name_xyz
except NameError as e:
    print("caught NameError:", e)
try:
    "abc".nope
except AttributeError as e:
    print("caught AttributeError:", e)
try:
    raise ValueError("custom")
except Exception as e:
    print("Exception catches", type(e).__name__, e)
def risky(n):
    if n == 0:
        raise ValueError("zero")
    if n == 1:
        raise TypeError("one")
    return n
for n in range(3):
    try:
        print("risky ->", risky(n))
    except ValueError as e:
        print("ValueError", e)
    except TypeError as e:
        print("TypeError", e)
print("end")
