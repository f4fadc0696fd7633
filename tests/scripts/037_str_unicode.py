# Strings are sequences of code points; source is UTF-8.
s = "héllo wörld — ünïcode ✓"
print(s, len(s))
print(s[1], s[7], s[-1], s[12:19], s[::-1])
print([ord(c) for c in "aé€😀"])
print(chr(233), chr(8364), chr(128512), chr(0x41), chr(0x3b1) + chr(0x3b2))
print("é" < "f", "é" > "z", sorted(["b", "é", "a", "z", "É"]))
print(s.upper(), "ÉCOLE".lower(), "ñandú".title())
print(s.find("ö"), s.index("✓"), s.count("l"), "ö" in s)
print(s.encode("utf-8"))
print(len(s.encode("utf-8")), len("€".encode()), len("😀".encode("utf-8")))
print("naïve café".split(), "–".join(["a", "b"]))
print(f"{'日本':>6}|{'é':*^5}|")
for c in "aé中😀":
    print(c, ord(c), hex(ord(c)), len(c.encode()))
print(str("abc".encode()), list("hé".encode()))
