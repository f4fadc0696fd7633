# replace, find, rfind.
s = "the cat sat on the mat"
print(s.replace("at", "og"), s.replace("the", "a", 1), s.replace("xyz", "!"), s.replace("", "-")[:12])
print("aaaa".replace("a", "b", 2), "aaaa".replace("aa", "b"), "abc".replace("b", ""), "abc".replace("abc", ""))
print(s.find("at"), s.find("at", 6), s.find("at", 6, 9), s.find("dog"), s.find(""), s.find("", 5), s.find("t", -4))
print(s.rfind("at"), s.rfind("at", 0, 10), s.rfind("the"), s.rfind("zz"), s.rfind(""))
print("mississippi".find("ss"), "mississippi".rfind("ss"), "mississippi".find("ss", 3), "mississippi".find("i", -1))
print("hello".replace("l", "L").replace("o", "0"), "a.b.c".replace(".", "::"))
text = "x=1; y=2; z=3"
pos = text.find("y=")
print(text[pos:pos + 3], text.find(";", pos))
print("éèê".replace("è", "e"), "日本語".find("語"))
