# Reading a known number of lines with input().
n = int(input())
total = 0
rows = []
for i in range(n):
    parts = input().split(",")
    name, qty, price = parts[0], int(parts[1]), float(parts[2])
    rows.append((name, qty, price))
    total += qty * price
for name, qty, price in sorted(rows, key=lambda r: -r[1] * r[2]):
    print(f"{name:<10}{qty:>4} x {price:>6.2f} = {qty * price:>8.2f}")
print(f"{'TOTAL':<10}{total:>25.2f}")
cmds = int(input())
stack = []
for _ in range(cmds):
    op = input().split()
    if op[0] == "push":
        stack.append(int(op[1]))
    elif op[0] == "pop":
        print("pop ->", stack.pop())
    elif op[0] == "add":
        stack.append(stack.pop() + stack.pop())
    print(op[0], stack)
