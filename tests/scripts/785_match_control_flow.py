# match inside loops, functions, generators and try statements.
def classify_all(items):
    out = []
    for item in items:
        match item:
            case None:
                continue
            case "stop":
                break
            case int(n) if n > 100:
                out.append("big")
            case int():
                out.append("int")
            case _:
                out.append("?")
    else:
        out.append("no stop")
    return out
print(classify_all([1, None, 500, "x", 2]))
print(classify_all([1, "stop", 2]))

def gen(items):
    for item in items:
        match item:
            case [k, v]:
                yield f"{k}={v}"
            case str(s):
                yield from s
print(list(gen([["a", 1], "xy", ["b", 2]])))

def with_try(v):
    try:
        match v:
            case [x]:
                return 10 / x
            case _:
                raise KeyError(v)
    except ZeroDivisionError:
        return "div by zero"
    except KeyError as e:
        return f"key error {e}"
    finally:
        print("  finally for", v)
print(with_try([2]), with_try([0]), with_try("z"))

# nested match statements
def nested(a, b):
    match a:
        case 0:
            match b:
                case 0:
                    return "both zero"
                case _:
                    return "a zero"
        case _:
            match b:
                case 0:
                    return "b zero"
    return "neither"
print(nested(0, 0), nested(0, 1), nested(1, 0), nested(1, 1))

# while loop with a match that changes the state
state, steps = "start", []
while True:
    match state:
        case "start":
            state = "middle"
        case "middle":
            state = "end"
        case "end":
            break
    steps.append(state)
print(steps)

# a match in a class body binds class attributes
class Cfg:
    mode = "fast"
    match mode:
        case "fast":
            level = 3
        case _:
            level = 1
print(Cfg.level)

# a lambda and a comprehension inside a case
match [3, 1, 2]:
    case [*xs]:
        key = lambda v: -v
        print(sorted(xs, key=key), [x * x for x in xs])

# yield inside guards (the subject's copy stays on the generator's stack)
def g(items):
    for it in items:
        match it:
            case [x, y] if (yield ("guard", x)):
                yield ("matched", x, y)
            case [x, *_] if (yield ("guard2", x)) == "ok":
                yield "second"
            case _:
                yield "default"
gen = g([[1, 2], [3, 4, 5], 7])
out = [next(gen)]
try:
    out.append(gen.send(False))
    out.append(gen.send("ok"))
    out.append(next(gen))
    out.append(gen.send(True))
    out.append(next(gen))
    out.append(next(gen))
except StopIteration:
    out.append("stop")
print(out)

# an exception raised while a pattern is half matched unwinds cleanly
class E:
    def __eq__(self, o):
        raise RuntimeError("eq failed")
for attempt in range(2):
    try:
        match [E(), 2]:
            case [1, 2]:
                pass
    except RuntimeError as e:
        print("caught", e)
