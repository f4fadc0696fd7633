# index and count.
s = "banana bandana"
print(s.index("a"), s.index("an"), s.index("an", 4), s.index("band"), s.index("a", -3))
print(s.count("a"), s.count("an"), s.count("ana"), s.count("x"), s.count(""), s.count("a", 7), s.count("a", 0, 5))
print("aaaa".count("aa"), "".count(""), "abc".count("abcd"))
for sub in ["ban", "dan", "zz"]:
    try:
        print(sub, s.index(sub))
    except ValueError as e:
        print(sub, "ValueError:", e)
text = "to be or not to be that is the question"
for w in ["to", "be", "the", "is"]:
    print(w, text.count(w), text.count(" " + w + " "))
