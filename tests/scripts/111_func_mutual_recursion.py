# Mutually recursive functions.
def is_even(n):
    return True if n == 0 else is_odd(n - 1)
def is_odd(n):
    return False if n == 0 else is_even(n - 1)
print([is_even(i) for i in range(8)], is_odd(301))
def hofstadter_f(n):
    return 1 if n == 0 else n - hofstadter_m(hofstadter_f(n - 1))
def hofstadter_m(n):
    return 0 if n == 0 else n - hofstadter_f(hofstadter_m(n - 1))
print([hofstadter_f(i) for i in range(15)])
print([hofstadter_m(i) for i in range(15)])
def parse_expr(tokens, pos):
    value, pos = parse_term(tokens, pos)
    while pos < len(tokens) and tokens[pos] in "+-":
        op = tokens[pos]
        rhs, pos = parse_term(tokens, pos + 1)
        value = value + rhs if op == "+" else value - rhs
    return value, pos
def parse_term(tokens, pos):
    value, pos = parse_atom(tokens, pos)
    while pos < len(tokens) and tokens[pos] in "*/":
        op = tokens[pos]
        rhs, pos = parse_atom(tokens, pos + 1)
        value = value * rhs if op == "*" else value // rhs
    return value, pos
def parse_atom(tokens, pos):
    if tokens[pos] == "(":
        value, pos = parse_expr(tokens, pos + 1)
        return value, pos + 1
    return int(tokens[pos]), pos + 1
for src in ["1+2*3", "(1+2)*3", "2*(3+4)*5-6", "((7))", "8/2/2", "9-2-3"]:
    print(src, "=", parse_expr(list(src), 0)[0])
