# printf-style % formatting.
print("%d %i %s %r %%" % (42, -7, "str", "str"))
print("%5d|%-5d|%05d|%+d|% d|%x|%X|%o|%#x|%#o" % (42, 42, 42, 42, 42, 255, 255, 8, 255, 8))
print("%f|%.2f|%10.3f|%-10.1f|%+.1f|%e|%.2E|%g|%G" % ((3.14159,) * 9))
print("%s and %s" % ("a", "b"), "%s" % "single", "%s" % (("tuple", "in"),), "%s" % [1, 2])
print("%(name)s is %(age)d years" % {"name": "Ann", "age": 30})
print("%c%c%c" % (72, 105, 33), "%c" % "z", "%5s|%-5s|%.2s" % ("ab", "ab", "abcdef"))
print("%d" % 3.99, "%d" % -3.99, "%s" % 3.5, "%r" % 3.5, "%.0f" % 2.5, "%.0f" % 3.5, "%i" % True)
print("%d%%" % 50, "%s" % None, "%s %s" % (True, None), "%d" % 10 ** 30)
print("%*d|%-*d|" % (6, 42, 6, 42), "%.*f" % (2, 3.14159))
rows = [("apple", 1.5, 3), ("kiwi", 0.25, 12)]
for r in rows:
    print("%-8s %6.2f %4d" % r)
for bad in [lambda: "%d" % "x", lambda: "%s %s" % ("one",), lambda: "%s" % ("a", "b"), lambda: "%(k)s" % {"j": 1}]:
    try:
        bad()
    except (TypeError, KeyError) as e:
        print(type(e).__name__, e)
