# Default parameter values.
def power(base, exp=2):
    return base ** exp
print(power(3), power(3, 3), power(2, exp=10), power(exp=0, base=9))
def greet(name, greeting="Hello", punct="!"):
    return greeting + ", " + name + punct
print(greet("Ann"), greet("Bob", "Hi"), greet("Cy", punct="?"), greet("Di", "Yo", "."))
def append_to(x, target=[]):
    target.append(x)
    return target
print(append_to(1), append_to(2), append_to(3, []), append_to(4))
def safe_append(x, target=None):
    if target is None:
        target = []
    target.append(x)
    return target
print(safe_append(1), safe_append(2))
counter = 10
def snapshot(v=counter):
    return v
counter = 20
print(snapshot(), counter)
def defaults_expr(a, b=2 * 3, c=len("abcd"), d=None, e=(1, 2)):
    return a, b, c, d, e
print(defaults_expr(0))
print(defaults_expr(0, d="dd"))
def counter_default(d={"n": 0}):
    d["n"] += 1
    return d["n"]
print(counter_default(), counter_default(), counter_default({"n": 100}), counter_default())
