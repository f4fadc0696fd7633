# Dict comprehensions.
print({x: x * x for x in range(6)})
print({w: len(w) for w in ["apple", "kiwi", "banana"]})
print({k: v for k, v in zip("abc", [1, 2, 3]) if v != 2})
inv = {v: k for k, v in {"a": 1, "b": 2, "c": 1}.items()}
print(inv)
print({i % 3: i for i in range(10)})
print({(x, y): x * y for x in range(3) for y in range(3) if x <= y})
words = "one two three two one two".split()
print({w: words.count(w) for w in words})
print({c: ord(c) for c in "hello"})
print({n: ("even" if n % 2 == 0 else "odd") for n in range(5)})
print({}, {k: k for k in []})
print(dict(sorted({3: "c", 1: "a", 2: "b"}.items())))
