# Concatenation and repetition.
a = "foo"
b = "bar"
print(a + b, b + a, a + "" + b, "" + "", a * 3, 3 * b, a * 0, a * -1, (a + b) * 2)
s = ""
for i in range(10):
    s += str(i)
print(s, len(s))
parts = []
for w in ["x", "y", "z"]:
    parts.append(w * 2)
print("".join(parts))
line = "-" * 20
print(line)
print("|" + " " * 6 + "|")
big = "ab" * 50000
print(len(big), big[:6], big[-6:], big.count("ab"))
print("a" + "b" * 3 + "c" * 2)
print(("x" + "y") * 3 + "z", "=" * 3 + ">" + "<" + "=" * 3)
