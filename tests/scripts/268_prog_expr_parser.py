# Recursive-descent parser and evaluator for expressions with variables and functions.
def parse(src):
    toks = []
    i = 0
    while i < len(src):
        c = src[i]
        if c.isspace():
            i += 1
        elif c.isdigit():
            j = i
            while j < len(src) and src[j].isdigit():
                j += 1
            toks.append(int(src[i:j]))
            i = j
        elif c.isalpha():
            j = i
            while j < len(src) and src[j].isalpha():
                j += 1
            toks.append(src[i:j])
            i = j
        else:
            toks.append(c)
            i += 1
    pos = [0]
    def peek():
        return toks[pos[0]] if pos[0] < len(toks) else None
    def take():
        t = peek()
        pos[0] += 1
        return t
    def expr():
        node = term()
        while peek() in ("+", "-"):
            node = (take(), node, term())
        return node
    def term():
        node = unary()
        while peek() in ("*", "/", "%"):
            node = (take(), node, unary())
        return node
    def unary():
        if peek() == "-":
            take()
            return ("neg", unary())
        return power()
    def power():
        base = atom()
        if peek() == "^":
            take()
            return ("^", base, unary())
        return base
    def atom():
        t = take()
        if t == "(":
            node = expr()
            if take() != ")":
                raise ValueError("expected )")
            return node
        if isinstance(t, int):
            return t
        if isinstance(t, str) and t.isalpha():
            if peek() == "(":
                take()
                args = [expr()]
                while peek() == ",":
                    take()
                    args.append(expr())
                take()
                return ("call", t, args)
            return ("var", t)
        raise ValueError(f"unexpected token {t!r}")
    tree = expr()
    if peek() is not None:
        raise ValueError(f"trailing token {peek()!r}")
    return tree
FUNCS = {"max": max, "min": min, "abs": abs, "sum": lambda *a: sum(a)}
def ev(node, env):
    if isinstance(node, int):
        return node
    op = node[0]
    if op == "var":
        return env[node[1]]
    if op == "neg":
        return -ev(node[1], env)
    if op == "call":
        return FUNCS[node[1]](*[ev(a, env) for a in node[2]])
    a, b = ev(node[1], env), ev(node[2], env)
    return {"+": lambda: a + b, "-": lambda: a - b, "*": lambda: a * b,
            "/": lambda: a // b, "%": lambda: a % b, "^": lambda: a ** b}[op]()
env = {"x": 7, "y": -3, "big": 10 ** 20}
for src in ["1 + 2 * 3", "-(x + y) * 2", "2 ^ 3 ^ 2", "-2 ^ 2", "max(x, y, 10) - min(1, 2)",
            "big * big / 7", "sum(1, 2, 3, x) % 4", "abs(y) ^ 40", "x / (y + 3)", "q + 1", "3 +", "(1"]:
    try:
        tree = parse(src)
        print(f"{src:<28} => {ev(tree, env)}")
    except (ValueError, KeyError, ZeroDivisionError, TypeError) as e:
        print(f"{src:<28} !! {type(e).__name__}: {e}")
print(parse("a + b * (c - 1)"))
