# zfill, ljust, rjust, center.
for v in ["42", "-42", "+7", "abc", "", "12345"]:
    print(repr(v.zfill(5)), repr(v.ljust(6)), repr(v.rjust(6)), repr(v.center(7)), repr(v.center(8, "*")))
print(repr("abc".ljust(2)), repr("abc".rjust(3)), repr("abc".center(0)), repr("x".center(4, "-")))
print(repr("ab".center(5)), repr("ab".center(6)), repr("abc".center(6)), repr("a".center(2)), repr("a".center(3, ".")))
print(str(7).zfill(3), str(123).zfill(2), "3.14".zfill(8), "-0.5".zfill(6))
table = [("Name", "Qty"), ("apple", "3"), ("kiwi", "12")]
for a, b in table:
    print(a.ljust(8, ".") + b.rjust(4))
print("title".center(20, "="))
