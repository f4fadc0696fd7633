# Extended slices with steps, including negative steps.
s = "0123456789"
print(s[::2], s[1::2], s[::3], s[::-1], s[::-2], s[-2::-2])
print(s[8:2:-1], s[8:2:-2], s[2:8:-1], s[:2:-1], s[7::-3], s[::10], s[::100])
print(s[-1:-11:-1], s[-1:-12:-1], s[9:-11:-1], s[1:9:4])
print(s[100::-1], s[:-100:-1], s[-100::2])
w = "racecar"
print(w == w[::-1], "palindrome"[::-1])
u = "héllo😀"
print(u[::-1], u[::2], u[1::3])
try:
    s[::0]
except ValueError as e:
    print("ValueError:", e)
for step in [1, 2, 3, -1, -2, -3]:
    print(step, s[::step], s[1:8:step], s[8:1:step])
