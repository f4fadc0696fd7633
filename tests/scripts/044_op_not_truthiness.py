# Truth values of built-in objects.
values = [0, 1, -1, 0.0, 0.5, -0.0, "", "0", " ", [], [0], (), ((),), {}, {0: 0},
          set(), {0}, None, True, False, range(0), range(1), 2 ** 100, float("nan")]
for v in values:
    print(repr(v), bool(v), not v, "T" if v else "F")
count = 0
for v in values:
    if v:
        count += 1
print("truthy:", count)
x = []
while not x:
    x.append(1)
print(x)
print(not not 5, not not "", not None)
