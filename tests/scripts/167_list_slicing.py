# Reading list slices.
a = list(range(10))
print(a[2:5], a[:3], a[7:], a[-3:], a[:-7], a[::2], a[1::3], a[::-1], a[8:2:-2])
print(a[100:], a[-100:2], a[5:5], a[6:2], a[::-4], a[-1:-4:-1])
s = a[:]
s[0] = "changed"
print(a[0], s[0])
print(a[len(a):], a[0:len(a):len(a) - 1])
words = ["zero", "one", "two", "three", "four"]
print(words[1:4], words[::-2], words[-2:], words[1:-1])
nested = [[1, 2], [3, 4], [5, 6]]
sub = nested[1:]
sub[0][0] = 30
print(nested)
print([1, 2, 3][1:][0], [[0] * 2][0][1:])
t = (1, 2, 3, 4)
print(t[1:3], t[::-1], type(t[1:]).__name__)
r = range(20)
print(r[2:10:3], list(r[::-5]))
