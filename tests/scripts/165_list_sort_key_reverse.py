# sort with key and reverse is stable.
people = [("alice", 30), ("bob", 25), ("carol", 30), ("dave", 25), ("eve", 35)]
by_age = sorted(people, key=lambda p: p[1])
print(by_age)
print(sorted(people, key=lambda p: p[1], reverse=True))
people.sort(key=lambda p: p[0], reverse=True)
print(people)
words = ["bb", "a", "ccc", "dd", "e", "fff"]
words.sort(key=len)
print(words)
words.sort(key=len, reverse=True)
print(words)
print(sorted(["Banana", "apple", "Cherry"], key=lambda s: s.lower()))
print(sorted(range(-5, 6), key=abs), sorted(range(-5, 6), key=lambda x: (abs(x), x)))
print(sorted("Hello World", key=lambda c: c.lower()))
records = [{"n": "x", "v": 2}, {"n": "y", "v": 1}, {"n": "z", "v": 2}]
print([r["n"] for r in sorted(records, key=lambda r: r["v"])])
print([r["n"] for r in sorted(records, key=lambda r: -r["v"])])
calls = []
def keyf(x):
    calls.append(x)
    return -x
print(sorted([3, 1, 2], key=keyf), sorted(calls))
data = [5, 3, 5, 1]
data.sort(key=None, reverse=True)
print(data)
print(sorted([[2, "b"], [1, "c"], [2, "a"]], key=lambda x: x[0]))
