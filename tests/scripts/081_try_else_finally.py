# else runs when no exception; finally always runs.
def attempt(x):
    try:
        r = 10 // x
    except ZeroDivisionError:
        print("  except")
        r = None
    else:
        print("  else, r =", r)
    finally:
        print("  finally")
    return r
for x in [2, 0, -3]:
    print("attempt", x)
    print("  result", attempt(x))
try:
    print("try body")
finally:
    print("finally without except")
try:
    try:
        raise KeyError("inner")
    finally:
        print("inner finally runs before outer except")
except KeyError as e:
    print("outer caught", e)
try:
    pass
except Exception:
    print("never")
else:
    print("else with pass body")
finally:
    print("and finally")
def else_raises():
    try:
        pass
    except ValueError:
        return "caught in same try?"
    else:
        raise ValueError("from else")
try:
    else_raises()
except ValueError as e:
    print("else exceptions propagate:", e)
