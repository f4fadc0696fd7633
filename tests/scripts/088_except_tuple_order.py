# except with tuples; first matching clause wins.
def trigger(kind):
    if kind == "zero":
        return 1 / 0
    if kind == "key":
        return {}["x"]
    if kind == "index":
        return [][1]
    if kind == "value":
        return int("v")
    if kind == "type":
        return 1 + None
    return "ok"
for kind in ["zero", "key", "index", "value", "type", "none"]:
    try:
        r = trigger(kind)
        print(kind, "->", r)
    except (KeyError, IndexError) as e:
        print(kind, "lookup error", type(e).__name__)
    except (ValueError, TypeError) as e:
        print(kind, "value/type", type(e).__name__)
    except Exception as e:
        print(kind, "generic", type(e).__name__)
try:
    raise ValueError("v")
except Exception:
    print("Exception listed first wins")
except ValueError:
    print("never")
group = (ZeroDivisionError, OverflowError)
for f in [lambda: 1 % 0, lambda: 1e308 ** 2, lambda: 0]:
    try:
        f()
        print("no error")
    except group as e:
        print("arith:", type(e).__name__, e)
