# String literal forms and escapes.
print('single', "double", '''triple single''', """triple double""")
print("tab\there", "new\nline", "back\\slash", "quote\"s", 'apos\'s')
print("\x41\x42\x43", "\101\102\103", "\u00e9t\u00e9", "\U0001F600", "nul[\0]".replace("\0", "0"))
print(len("\n"), len("\\n"), len(r"\n"), r"C:\path\to\file", r'raw \' quote')
print("a" "b" 'c', "implicit " "concatenation")
print("""line one
line two
    indented line""")
s = """\
no leading newline\
 and joined"""
print(s)
print('He said "hi"', "It's", '''both ' and "''')
print("\a\b\f\v\r".count("\r"), len("\a\b\f\v"), ord("\a"), ord("\v"), ord("\f"))
print("caf\xe9", "日本語", "emoji: 😀")
print(len("日本語"), len("😀"), len("é"), "\u65e5" == "日")
print("" == '', len(""), repr(""), "'" + "" + "'")
x = "multi" \
    "line"
print(x)
