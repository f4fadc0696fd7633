# Sets of strings are only ever observed through sorted() here.
fruits = {"banana", "apple", "cherry", "apple"}
print(len(fruits), sorted(fruits), "apple" in fruits, "grape" in fruits)
a = set("abracadabra")
b = set("alacazam")
print(sorted(a), sorted(b))
print(sorted(a | b), sorted(a & b), sorted(a - b), sorted(a ^ b))
text = "it was the best of times it was the worst of times"
unique = set(text.split())
print(len(unique), sorted(unique))
print(sorted(unique, key=lambda w: (-len(w), w)))
seen = set()
order = []
for w in text.split():
    if w not in seen:
        seen.add(w)
        order.append(w)
print(order)
mixed = {1, "1", (1,)}
print(len(mixed), 1 in mixed, "1" in mixed, (1,) in mixed)
