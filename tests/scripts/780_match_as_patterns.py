# AS patterns bind the subject of a sub-pattern once it has matched.
def f(v):
    match v:
        case [1, 2] as pair:
            return f"pair {pair}"
        case (int() | float()) as number:
            return f"number {number}"
        case [str() as first, *rest] as whole:
            return f"first {first!r}, rest {rest}, whole {whole}"
        case {"k": [_, _] as two} as m:
            return f"two={two} m={m}"
        case str(s) as t:
            return f"s is t: {s is t}"
        case other:
            return f"other {other!r}"
for v in [[1, 2], 3, 2.5, ["x", 1, 2], {"k": [1, 2]}, {"k": [1]}, "str", None]:
    print(f(v))

# nested AS patterns
match [[1, 2], [3, 4]]:
    case [[a, b] as first, [c, d] as second] as both:
        print(a, b, c, d, first, second, both)

# AS on a wildcard is a plain capture
match 7:
    case _ as seven:
        print("seven =", seven)

# AS binds only when its pattern matched
x = "unbound"
match 5:
    case (1 as x) | (5 as x):
        print("x =", x)
