# isdigit, isalpha, isspace.
tests = ["123", "12.3", "-5", "", "abc", "ABC", "abc123", "héllo", " ", "\t\n", " a ", "0", "x y", "日本"]
for t in tests:
    print(repr(t), t.isdigit(), t.isalpha(), t.isspace())
def classify(c):
    if c.isdigit():
        return "D"
    if c.isalpha():
        return "A"
    if c.isspace():
        return "S"
    return "O"
print("".join(classify(c) for c in "Hi 42, ok?\tYes"))
print(sum(c.isdigit() for c in "a1b2c3d4"), [w for w in "abc 123 a1 !!".split() if w.isalpha()])
