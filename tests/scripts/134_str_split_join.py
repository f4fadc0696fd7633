# split and join.
print("a b  c   d".split())
print("  leading and trailing  ".split())
print("a,b,,c,".split(","))
print("a,b,,c,".split(",", 1), "a,b,c".split(",", 0), "a,b,c".split(",", -1))
print("one::two::three".split("::"))
print("no separators here".split("x"), "".split(), "".split(","), "   ".split())
print("a\tb\nc\r\nd  e".split())
print("1 2 3 4 5".split(" ", 2), "a b c".split(maxsplit=1), "x-y-z".split(sep="-"))
print(", ".join(["a", "b", "c"]), "".join(["x", "y"]), "-".join("abc"), " ".join([]))
print("\n".join(["line1", "line2"]))
print("+".join(str(i) for i in range(5)), ", ".join(sorted({"b", "a"})))
words = "The rain in Spain stays mainly".split()
print(len(words), words[-1], "_".join(w.lower() for w in words))
csv = "name,age\nAnn,30\nBob,25"
rows = [line.split(",") for line in csv.split("\n")]
print(rows)
print("ab".join(["1", "2", "3"]))
try:
    ",".join(["a", 1])
except TypeError as e:
    print("TypeError:", e)
