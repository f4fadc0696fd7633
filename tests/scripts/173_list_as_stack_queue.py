# Lists used as stacks and queues.
stack = []
for tok in "3 4 + 2 * 7 -".split():
    if tok in "+-*":
        b = stack.pop()
        a = stack.pop()
        stack.append(a + b if tok == "+" else a - b if tok == "-" else a * b)
    else:
        stack.append(int(tok))
    print(tok, stack)
queue = []
for i in range(5):
    queue.append(i)
served = []
while queue:
    served.append(queue.pop(0))
    if len(served) == 2:
        queue.append("late")
print(served)
def balanced(s):
    pairs = {")": "(", "]": "[", "}": "{"}
    st = []
    for c in s:
        if c in "([{":
            st.append(c)
        elif c in pairs:
            if not st or st.pop() != pairs[c]:
                return False
    return not st
for s in ["([]{})", "([)]", "((", "", "{[()()]}"]:
    print(repr(s), balanced(s))
