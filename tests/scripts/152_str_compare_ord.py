# Ordering of strings is by code point.
print(ord("A"), ord("a"), ord("0"), ord(" "), ord("~"), ord("é"), ord("€"), ord("😀"))
print(chr(65), chr(97), chr(48), chr(32), chr(126), chr(233), chr(8364), chr(128512))
print([chr(i) for i in range(ord("a"), ord("f"))], "".join(chr(ord(c) + 1) for c in "HAL"))
print("A" < "a", "a" < "b", "Z" < "a", "9" < "A", "é" > "z", "aa" < "b", "" < " ")
words = ["delta", "Alpha", "charlie", "Bravo", "echo", "alpha"]
print(sorted(words), sorted(words, key=lambda w: w.lower()))
print(sorted(words, reverse=True), min(words), max(words))
print(ord(min("hello")), ord(max("hello")), chr(ord("a") + 25))
def caesar(s, k):
    out = []
    for c in s:
        if "a" <= c <= "z":
            out.append(chr((ord(c) - 97 + k) % 26 + 97))
        else:
            out.append(c)
    return "".join(out)
print(caesar("hello, world", 3), caesar(caesar("hello, world", 3), -3))
