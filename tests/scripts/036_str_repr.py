# repr() of strings chooses quotes and escapes like CPython.
for s in ["abc", "it's", 'say "hi"', "both ' and \"", "", "tab\tnl\ncr\r", "back\\slash",
          "\x00\x01\x1f\x7f", "é", "日本", "😀", "\x80\x9f", "a'b\"c'", "\\n"]:
    print(repr(s))
print([("a", 'b"'), "c'"], {"k'": "v\n"})
print(str("x"), repr(repr("x")), repr(str(5)), repr("5"))
print("%r %s" % ("q'", "q'"), f"{'x'!r} {'y'!s}")
print(repr("\t"), repr(" "), repr("~"))
