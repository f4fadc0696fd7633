# Combining string methods.
text = "  The Quick brown FOX jumps over the lazy dog.  "
clean = text.strip().lower().replace(".", "")
words = clean.split()
print(words, len(words))
print(" ".join(w.title() for w in words))
print(max(words, key=len), sorted(words, key=lambda w: (len(w), w)))
print(clean.count("o"), clean.find("fox"), clean.rfind("o"), clean.index("dog"))
print(clean.startswith("the"), clean.endswith("dog"), "fox" in clean)
acronym = "".join(w[0].upper() for w in "portable network graphics".split())
print(acronym)
def snake_to_camel(s):
    parts = s.split("_")
    return parts[0] + "".join(p.title() for p in parts[1:])
print(snake_to_camel("get_user_name"), snake_to_camel("x"))
def is_palindrome(s):
    t = "".join(c.lower() for c in s if c.isalpha())
    return t == t[::-1]
print(is_palindrome("A man, a plan, a canal: Panama"), is_palindrome("hello"))
print("-".join("2024 01 15".split()).zfill(12), "abc".center(9, "*").upper())
print("%s has %d chars" % (clean[:9], len(clean)), "{0:>5}|{0:<5}|".format("ab"))
line = "key1=val1;key2=val2;key3="
pairs = dict(item.split("=") for item in line.split(";"))
print(pairs)
