# str.encode with UTF-8.
for s in ["abc", "é", "€", "😀", "", "naïve café", "\n\t", "日本語"]:
    b = s.encode("utf-8")
    print(repr(s), b, len(b), list(b))
print("A".encode(), "A".encode("utf-8") == "A".encode(), "ü".encode("utf8"))
print(len("héllo"), len("héllo".encode()), "héllo".encode()[1], "héllo".encode()[:3])
print(type("x".encode()).__name__)
b = "Zürich".encode()
print(b[0], b[-1], b[1:3], len(b))
