# `match` and `case` are soft keywords: everywhere else they are names.
match = 1
case = 2
print(match, case)
match += 1
print(match)

def match(x):
    return f"match({x})"
print(match(3))
print(match (4))

match = [10, 20, 30]
print(match[0], match[1:])
match[0] = 11
print(match)

class case:
    match = "attr"
    def case(self):
        return "method case"
print(case.match, case().case())

match = {"case": 1}
print(match["case"])

# a statement that begins with `match` but is not a match statement
match = 7
match - 2
print(match - 2, match * 2)
match, case = 1, 2
print(match, case)
match: int = 5
print(match)
for match in range(2):
    print("loop", match)

# and a real match statement using these names
match = [1, 2]
case = "x"
match match:
    case [1, case]:
        print("matched, case =", case)

def match_it(match):
    match match:
        case {"match": case}:
            return case
print(match_it({"match": "inner"}))

# match with a parenthesized subject, a tuple subject and a starred one
x, y = 1, 2
match (x):
    case 1:
        print("parenthesized subject")
match x, y:
    case (1, 2):
        print("tuple subject")
rest = [3, 4]
match x, *rest:
    case [1, 3, 4]:
        print("starred subject")
match -x:
    case -1:
        print("unary subject")
match (n := 5):
    case 5:
        print("walrus subject, n =", n)
