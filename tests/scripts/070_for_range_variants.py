# for over range with different arguments.
print(list(range(5)), list(range(2, 8)), list(range(0, 20, 5)), list(range(10, 0, -2)))
print(list(range(-5, 5, 3)), list(range(5, -5, -3)), list(range(0)), list(range(5, 5)), list(range(5, 1)))
total = 0
for i in range(1, 1001):
    total += i * i
print(total)
for i in range(3, -1, -1):
    print("countdown", i)
for i in range(10 ** 20, 10 ** 20 + 3):
    print(i)
acc = []
for i in range(-(2 ** 64), -(2 ** 64) + 9, 4):
    acc.append(i)
print(acc)
for i in range(len("abc")):
    print(i, "abc"[i])
r = range(3)
for i in r:
    for j in r:
        print(i * j, end=" ")
print()
n = 3
for i in range(n):
    n = 10
print("range fixed at creation:", i)
