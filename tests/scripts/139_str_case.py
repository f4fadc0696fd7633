# upper, lower, title.
s = "Hello World, hello PYTHON 3.11!"
print(s.upper())
print(s.lower())
print(s.title())
print("they're bill's friends".title(), "hello-world foo_bar x1y2".title())
print("ALL CAPS".title(), "mIxEd CaSe".lower(), "mIxEd CaSe".upper(), "".upper(), "123".upper())
print("ÉCOLE élève".lower(), "ça va".upper())
names = ["alice", "BOB", "cHaRlIe"]
print([n.title() for n in names], [n.lower() == "bob" for n in names])
print("a".upper() == "A", "Z".lower(), "1a2b".upper(), "o'neil mcdonald".title())
