# append, extend, insert.
lst = []
lst.append(1)
lst.append([2, 3])
lst.append("s")
print(lst, len(lst))
lst.extend([4, 5])
lst.extend("ab")
lst.extend((6,))
lst.extend(range(7, 9))
lst.extend({"k": 0})
lst.extend([])
print(lst)
lst.insert(0, "first")
lst.insert(100, "last")
lst.insert(-1, "before last")
lst.insert(-100, "new first")
lst.insert(2, "third")
print(lst)
print(lst.append(0), lst.extend([]), lst.insert(0, 0))
x = [1, 2]
x.extend(x)
print(x)
x.append(x[:])
print(x)
grow = []
for i in range(1000):
    grow.append(i)
print(len(grow), grow[-1], sum(grow))
nums = [5]
for i in range(4):
    nums.insert(0, i)
print(nums)
