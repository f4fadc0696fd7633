# A small expression evaluator written with match: nested class,
# sequence and literal patterns together.
class Num:
    __match_args__ = ("value",)
    def __init__(self, value):
        self.value = value

class BinOp:
    __match_args__ = ("op", "left", "right")
    def __init__(self, op, left, right):
        self.op, self.left, self.right = op, left, right

class Neg:
    __match_args__ = ("operand",)
    def __init__(self, operand):
        self.operand = operand

def evaluate(e):
    match e:
        case Num(v):
            return v
        case Neg(Neg(inner)):
            return evaluate(inner)
        case Neg(x):
            return -evaluate(x)
        case BinOp("+", Num(0), right) | BinOp("+", right, Num(0)):
            return evaluate(right)
        case BinOp("*", Num(0), _) | BinOp("*", _, Num(0)):
            return 0
        case BinOp("+", l, r):
            return evaluate(l) + evaluate(r)
        case BinOp("-", l, r):
            return evaluate(l) - evaluate(r)
        case BinOp("*", l, r):
            return evaluate(l) * evaluate(r)
        case BinOp(op, _, _):
            raise ValueError(f"unknown operator {op!r}")
        case _:
            raise TypeError(f"not an expression: {e!r}")

def parse(tokens):
    # tokens in prefix form as nested lists: ["+", 1, ["*", 2, 3]]
    match tokens:
        case int(n):
            return Num(n)
        case ["-", x]:
            return Neg(parse(x))
        case [("+" | "-" | "*" | "/") as op, l, r]:
            return BinOp(op, parse(l), parse(r))
        case _:
            raise SyntaxError(f"bad tokens {tokens!r}")

for t in [1, ["+", 1, 2], ["*", ["+", 1, 2], ["-", 10, 4]], ["-", ["-", 5]], ["+", 0, ["*", 7, 0]],
          ["-", 3], ["/", 1, 2], ["%", 1, 2]]:
    try:
        print(t, "=", evaluate(parse(t)))
    except (ValueError, TypeError, SyntaxError) as e:
        print(t, "->", type(e).__name__, e)

# commands, as in the PEP's tutorial
def command(text):
    match text.split():
        case ["go", ("north" | "south" | "east" | "west") as direction]:
            return f"going {direction}"
        case ["go", _]:
            return "unknown direction"
        case ["drop", *objects] if objects:
            return f"dropping {', '.join(objects)}"
        case ["look"] | ["l"]:
            return "looking"
        case ["quit" | "exit"]:
            return "bye"
        case []:
            return "say something"
        case [verb, *_]:
            return f"I don't know how to {verb}"
for text in ["go north", "go up", "drop sword shield", "drop", "l", "exit", "", "dance wildly"]:
    print(repr(text), "->", command(text))
