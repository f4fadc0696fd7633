# Guards: evaluated after the pattern matched (its names bound); a false
# guard moves on to the next case, leaving the names bound.
log = []
def check(name, result):
    log.append(name)
    return result

def f(v):
    match v:
        case int(n) if check("neg", n < 0):
            return "negative"
        case int(n) if check("small", n < 10):
            return "small"
        case int(n) if n % 2 == 0:
            return "big even"
        case int():
            return "big odd"
        case [x, y] if x == y:
            return "equal pair"
        case [x, y]:
            return "pair"
        case str() as s if (k := len(s)) > 3:
            return f"long string of {k}"
        case _ if check("default", False):
            return "never"
        case _:
            return "anything else"

for v in [-5, 3, 20, 21, [1, 1], [1, 2], "hello", "hi"]:
    log.clear()
    print(repr(v), "->", f(v), log)

# names bound by a case whose guard failed stay bound
match (1, 2):
    case (a, b) if a > b:
        print("no")
    case _:
        print("after failed guard: a =", a, "b =", b)

# an exception in a guard propagates
def bad(v):
    match v:
        case x if 1 / x:
            return "ok"
try:
    bad(0)
except ZeroDivisionError as e:
    print(type(e).__name__, e)

# a guard on the last wildcard
def last(v):
    match v:
        case 1:
            return "one"
        case _ if v > 100:
            return "huge"
    return "fell through"
print(last(1), last(500), last(5))
