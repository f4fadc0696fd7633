# IndexError and KeyError from builtin containers.
lst = [1, 2, 3]
t = (1, 2)
s = "hey"
d = {"a": 1, 2: "b", (1, 2): 3}
ops = [
    lambda: lst[3], lambda: lst[-4], lambda: t[2], lambda: t[-3],
    lambda: s[3], lambda: s[-4], lambda: [][0], lambda: ()[0], lambda: ""[0],
    lambda: lst.pop(7), lambda: [].pop(), lambda: lst.insert(0, 0) or lst[99],
    lambda: range(3)[3], lambda: range(0, 10, 2)[-6],
    lambda: d["b"], lambda: d[1], lambda: d[(2, 1)], lambda: d[None], lambda: d[2.5],
    lambda: d.pop("zz"), lambda: {}.popitem(), lambda: set().pop(), lambda: {1, 2}.remove(3),
    lambda: {"k": 1}["K"],
]
for fn in ops:
    try:
        fn()
        print("no error")
    except IndexError as e:
        print("IndexError:", e)
    except KeyError as e:
        print("KeyError:", e)
