# Ways to build a dict.
print(dict(), dict(a=1, b=2), dict([("x", 1), ("y", 2)]), dict(zip("abc", range(3))))
print(dict({"k": "v"}), dict({"k": "v"}, extra=1), dict([["l", 1]]), dict((("t", 1),)))
print(dict([(1, "a"), (1, "b")]), dict(["ab", "cd"]), {k: None for k in "xyz"})
keys = ["name", "age", "city"]
vals = ["Ann", 30, "Oslo"]
person = dict(zip(keys, vals))
print(person, person["city"])
copy = dict(person)
copy["age"] += 1
print(person["age"], copy["age"])
pairs = [(i, i ** 2) for i in range(5)]
print(dict(pairs))
enum = dict(enumerate("abc"))
print(enum)
try:
    dict([1, 2])
except TypeError as e:
    print("TypeError:", e)
