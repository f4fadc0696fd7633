# if / elif / else.
def classify(n):
    if n < 0:
        return "negative"
    elif n == 0:
        return "zero"
    elif n < 10:
        return "small"
    elif n < 100:
        return "medium"
    else:
        return "large"
for n in [-5, 0, 3, 42, 1000, 10 ** 20]:
    print(n, classify(n))
x = 5
if x:
    print("x truthy")
if not x:
    print("unreachable")
else:
    print("else branch")
if x > 3:
    if x > 4:
        print("nested both")
    else:
        print("nested outer only")
if []:
    print("empty list true?")
elif {}:
    print("empty dict true?")
elif "":
    print("empty str true?")
else:
    print("all empty are false")
grade = 85
if grade >= 90: print("A")
elif grade >= 80: print("B")
else: print("C")
y = 0
if y == 0: pass
else: y = 1
print(y)
if x > 1 and x < 10 or x == 100:
    print("compound condition")
if (x == 1 or
        x == 5):
    print("multi-line condition")
