# Conditions inside comprehensions.
nums = list(range(-5, 6))
print([n for n in nums if n > 0])
print([n for n in nums if n % 2 == 0 if n != 0])
print([n if n >= 0 else 0 for n in nums])
print(["pos" if n > 0 else "neg" if n < 0 else "zero" for n in nums])
print([n for n in nums if n > 0 and n % 2 or n == -4])
words = ["apple", "Banana", "cherry", "date", "Elder", "fig"]
print([w for w in words if w[0].isupper()])
print([w.upper() if len(w) > 4 else w for w in words if "e" in w])
print({w[0].lower(): w for w in words if len(w) > 3})
print([(i, j) for i in range(4) if i % 2 for j in range(4) if j > i])
print(sum(1 for w in words if w.lower() < "d"))
