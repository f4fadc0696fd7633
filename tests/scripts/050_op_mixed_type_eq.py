# Equality across types never raises; ordering across types does.
print(1 == 1.0, 1 == True, 0 == False, 1 == "1", None == 0, [] == (), (1,) == [1])
print([1, 2] == [1, 2], (1, [2]) == (1, [2]), {"a": 1} == {"a": 1.0}, {1, 2} == {2, 1})
print("a" != 1, [] != [], {} != {}, 2 != 2.0, "abc" == "abc", "abc" == "ABC")
print([1, [2, [3]]] == [1, [2, [3]]], [1, [2, [3]]] == [1, [2, [4]]])
print({1: [1, 2]} == {1: [1, 2]}, {1: 2, 3: 4} == {3: 4, 1: 2}, [1, 2] == [2, 1])
print(range(3) == range(0, 3), range(0) == range(5, 5), range(3) == [0, 1, 2])
for a, b in [(1, "a"), ([1], (1,)), (None, None), ("a", ["a"])]:
    try:
        print(a < b)
    except TypeError as e:
        print("TypeError:", e)
