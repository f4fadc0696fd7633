# pop and remove.
lst = list(range(10))
print(lst.pop(), lst.pop(0), lst.pop(3), lst.pop(-2), lst)
lst.remove(5)
print(lst)
dups = [1, 2, 1, 3, 1]
dups.remove(1)
print(dups)
while 1 in dups:
    dups.remove(1)
print(dups)
stack = ["a", "b", "c"]
while stack:
    print("popped", stack.pop())
for bad in [lambda: [].pop(), lambda: [1].pop(5), lambda: [1, 2].remove(3), lambda: [].remove(None)]:
    try:
        bad()
    except (IndexError, ValueError) as e:
        print(type(e).__name__, e)
q = [1, 2, 3]
print(q.pop(-3), q)
m = [[1], [2]]
m.remove([2])
print(m)
f = [1.0, 2, True]
f.remove(1)
print(f)
