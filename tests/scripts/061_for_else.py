# for loops with else.
def find(seq, target):
    for i, v in enumerate(seq):
        if v == target:
            print("found", target, "at", i)
            break
    else:
        print(target, "not found")
find([4, 8, 15, 16], 15)
find([4, 8, 15, 16], 23)
find([], 1)
for n in range(2, 20):
    for d in range(2, n):
        if n % d == 0:
            break
    else:
        print(n, "is prime")
for c in "abc":
    if c == "z":
        break
else:
    print("loop over 'abc' completed")
for i in range(3):
    continue
else:
    print("continue does not skip else, i =", i)
for x in []:
    print("never")
else:
    print("else on empty iterable")
