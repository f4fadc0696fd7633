# Shunting-yard conversion to RPN and evaluation with exact integers.
PREC = {"+": 1, "-": 1, "*": 2, "/": 2, "%": 2, "^": 3}
RIGHT = {"^"}
def lex(s):
    out, num = [], ""
    for c in s:
        if c.isdigit():
            num += c
            continue
        if num:
            out.append(num)
            num = ""
        if c in PREC or c in "()":
            out.append(c)
        elif not c.isspace():
            raise ValueError("bad char " + c)
    if num:
        out.append(num)
    return out
def to_rpn(tokens):
    out, ops = [], []
    for t in tokens:
        if t.isdigit():
            out.append(t)
        elif t == "(":
            ops.append(t)
        elif t == ")":
            while ops[-1] != "(":
                out.append(ops.pop())
            ops.pop()
        else:
            while ops and ops[-1] != "(" and (PREC[ops[-1]] > PREC[t] or (PREC[ops[-1]] == PREC[t] and t not in RIGHT)):
                out.append(ops.pop())
            ops.append(t)
    while ops:
        out.append(ops.pop())
    return out
def evaluate(rpn):
    st = []
    for t in rpn:
        if t.isdigit():
            st.append(int(t))
            continue
        b, a = st.pop(), st.pop()
        if t == "+": st.append(a + b)
        elif t == "-": st.append(a - b)
        elif t == "*": st.append(a * b)
        elif t == "/": st.append(a // b)
        elif t == "%": st.append(a % b)
        elif t == "^": st.append(a ** b)
    return st[0]
exprs = ["1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "100 / 7 % 5", "2 ^ 100 - 1",
         "((15 / (7 - (1 + 1))) * 3) - (2 + (1 + 1))", "7 - 10 / 3", "0 - 7 / 2", "9 / (3 - 3)"]
for e in exprs:
    rpn = to_rpn(lex(e))
    try:
        print(f"{e:<45} {' '.join(rpn):<40} = {evaluate(rpn)}")
    except ZeroDivisionError as err:
        print(f"{e:<45} error: {err}")
