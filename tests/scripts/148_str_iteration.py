# Iterating over strings.
for ch in "abc":
    print(ch, ord(ch))
print(list("hello"), tuple("hi"), sorted("banana"), sorted(set("banana")))
print(list(reversed("stressed")), "".join(reversed("stressed")))
print([c for c in "a1b2" if c.isalpha()], list(enumerate("xyz")))
counts = {}
for c in "abracadabra":
    counts[c] = counts.get(c, 0) + 1
print(counts)
vowels = sum(1 for c in "programming language" if c in "aeiou")
print(vowels)
it = iter("ok")
print(next(it), next(it), next(it, "end"))
print(list(zip("abc", "12345")), max("azby"), min("azby"), len(list(iter("four"))))
for i, (a, b) in enumerate(zip("ab", "cd")):
    print(i, a + b)
