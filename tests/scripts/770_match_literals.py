# Literal patterns: numbers (negative too), floats, strings, bytes, and the
# singletons None/True/False, which compare with `is` (1 == True, but
# `case True` does not match 1).
def lit(v):
    match v:
        case 0:
            return "zero"
        case -1:
            return "minus one"
        case 1.5:
            return "one and a half"
        case -2.5:
            return "minus two and a half"
        case 1000 if False:
            return "never (guard)"
        case 0x10:
            return "sixteen"
        case 1_000_000:
            return "a million"
        case 123456789012345678901234567890:
            return "big"
        case "spam":
            return "spam"
        case "a" "b":
            return "concatenated ab"
        case b"raw":
            return "bytes raw"
        case None:
            return "None"
        case True:
            return "True"
        case False:
            return "False"
        case 1:
            return "one"
        case _:
            return "other " + repr(v)

for v in [0, -1, 1.5, -2.5, 16, 1000000, 123456789012345678901234567890, "spam", "ab", b"raw",
          None, True, False, 1, 1.0, 0.0, -0.0, "eggs", b"other", 2, -3, [], ()]:
    print(repr(v), "->", lit(v))

# True matches 1 through ==, but 1 is not True
match 1:
    case True:
        print("1 is True?")
    case 1:
        print("1 matched 1")
match True:
    case 1:
        print("True matched case 1 (True == 1)")
match 0:
    case False:
        print("wrong")
    case None:
        print("wrong")
    case _:
        print("0 is neither False nor None by identity")

# equality goes through __eq__
class Any:
    def __eq__(self, other):
        print("  __eq__ called with", other)
        return True
match Any():
    case 42:
        print("Any() == 42")
