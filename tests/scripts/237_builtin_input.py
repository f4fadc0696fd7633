# input() reads lines from stdin; the prompt goes to stdout.
name = input("Name: ")
print("Hello,", name)
age = int(input())
print("Next year:", age + 1)
line = input("Numbers> ")
nums = [int(x) for x in line.split()]
print("Sum:", sum(nums), "Max:", max(nums))
raw = input()
print(repr(raw), len(raw))
empty = input()
print(repr(empty))
last = input("")
print("Last:", last.strip().upper())
