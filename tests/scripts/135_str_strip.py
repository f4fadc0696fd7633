# strip, lstrip, rstrip.
s = "   padded text \t\n"
print(repr(s.strip()), repr(s.lstrip()), repr(s.rstrip()))
print(repr("xxhixx".strip("x")), repr("xyhiyx".strip("xy")), repr("abc".strip("")))
print(repr("www.example.com".lstrip("w.")), repr("file.txt...".rstrip(".")))
print(repr("".strip()), repr("   ".strip()), repr("\n\t a \t\n".strip()))
print(repr("0001200".lstrip("0")), repr("0001200".rstrip("0")), repr("0001200".strip("0")))
print(repr("abcba".strip("ab")), repr("aaa".strip("a")), repr("hello".strip("xyz")))
lines = ["  one\n", "two  \n", "\tthree\t\n"]
print([l.strip() for l in lines])
print(repr("  inner  spaces  ".strip()))
