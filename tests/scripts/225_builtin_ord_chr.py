# ord and chr.
print(ord("a"), ord("Z"), ord("0"), ord("\n"), ord(" "), ord("é"), ord("€"), ord("😀"), ord("\x00"))
print(chr(97), chr(90), chr(48), repr(chr(10)), chr(233), chr(8364), chr(128512), repr(chr(0)), chr(0x10FFFF) == "\U0010ffff")
print("".join(chr(c) for c in range(65, 91)))
print([ord(c) - ord("a") for c in "hello"], all(chr(ord(c)) == c for c in "any text ✓"))
def rot13(s):
    out = ""
    for c in s:
        if "a" <= c <= "z":
            out += chr((ord(c) - 97 + 13) % 26 + 97)
        elif "A" <= c <= "Z":
            out += chr((ord(c) - 65 + 13) % 26 + 65)
        else:
            out += c
    return out
print(rot13("Hello, World!"), rot13(rot13("Hello, World!")))
for bad in [lambda: ord("ab"), lambda: ord(""), lambda: chr(-1), lambda: chr(0x110000), lambda: ord(5)]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
