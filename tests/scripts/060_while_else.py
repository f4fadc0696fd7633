# while loops, with and without else.
i = 0
while i < 5:
    print("i =", i)
    i += 1
else:
    print("while finished normally, i =", i)
n = 27
steps = 0
while n != 1:
    n = n // 2 if n % 2 == 0 else 3 * n + 1
    steps += 1
print("collatz steps:", steps)
k = 10
while k > 0:
    if k == 4:
        print("breaking at", k)
        break
    k -= 3
else:
    print("no break")
j = 0
while j < 3:
    j += 1
else:
    print("else ran, j =", j)
while False:
    print("never")
else:
    print("else of never-run loop")
stack = [1, 2, 3]
while stack:
    print("pop", stack.pop())
total = 0
x = 0
while True:
    x += 1
    if x % 2:
        continue
    if x > 10:
        break
    total += x
print("total", total)
