# String indexing and basic slicing.
s = "Hello, World"
print(s[0], s[4], s[-1], s[-5], s[len(s) - 1])
print(s[0:5], s[7:], s[:5], s[-5:], s[:-7], s[:], s[3:3], s[5:2])
print(s[-100:3], s[8:100], s[100:], s[-3:-1], repr(s[12:]))
print(s[1:-1], s[-12:-7], s[0:len(s)])
for i in range(-3, 3):
    print(i, s[i], s[i:], s[:i])
word = "python"
print(word[0].upper() + word[1:], word[:3] + "-" + word[3:])
print(type(s[0]).__name__, len(s[0]), s[0] == "H")
t = "x"
print(t[0], t[-1], t[0:1], t[1:], repr(t[5:]))
try:
    s[12]
except IndexError as e:
    print("IndexError:", e)
try:
    s[0] = "J"
except TypeError as e:
    print("TypeError:", e)
