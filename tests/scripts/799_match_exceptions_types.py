# Class patterns on exceptions and on classes themselves.
def handle(fn):
    try:
        fn()
    except Exception as e:
        match e:
            case KeyError(args=(key,)):
                return f"missing key {key!r}"
            case IndexError() | ZeroDivisionError():
                return f"arithmetic or index: {type(e).__name__}"
            case ValueError(args=[msg, *extra]):
                return f"value error {msg!r} +{len(extra)}"
            case OSError():
                return "os error"
            case _:
                return f"other {type(e).__name__}"
    return "no error"

print(handle(lambda: {}["k"]))
print(handle(lambda: [][1]))
print(handle(lambda: 1 / 0))
print(handle(lambda: int("x")))
print(handle(lambda: (_ for _ in ()).throw(ValueError("a", "b", "c"))))
print(handle(lambda: None))
print(handle(lambda: undefined))

# classes are objects too: match on type objects
def what(t):
    match t:
        case type(__name__="int"):
            return "the int class"
        case type(__name__=name) if issubclass(t, Exception):
            return f"exception class {name}"
        case type():
            return f"some class {t.__name__}"
        case _:
            return "not a class"
for t in [int, KeyError, str, 3]:
    print(what(t))

# a bare name in a case is a capture, not a class check
match 3:
    case int:
        print("captured int =", int)
del int
print(int("7"))
