# Unary operators.
for v in [0, 5, -5, 2.5, -0.0, True, False, 10 ** 20]:
    print(repr(v), -v, +v, not v)
for v in [0, 5, -5, True, 2 ** 65, -(2 ** 65)]:
    print(v, ~v, ~~v, -~v, ~-v)
print(--5, -+-5, not not 0, - - - 1)
try:
    print(-"a")
except TypeError as e:
    print("TypeError:", e)
try:
    print(~2.0)
except TypeError as e:
    print("TypeError:", e)
try:
    print(+[1])
except TypeError as e:
    print("TypeError:", e)
