# assert statements, caught.
assert True
assert 1 == 1, "never shown"
x = 5
assert x > 0 and x < 10
try:
    assert x < 0
except AssertionError as e:
    print("AssertionError caught, message:", repr(str(e)))
try:
    assert x < 0, "x must be negative, got " + str(x)
except AssertionError as e:
    print("AssertionError:", e)
try:
    assert [], ["a", "list", "message"]
except AssertionError as e:
    print(type(e).__name__, e)
try:
    assert 0, 42
except AssertionError as e:
    print("message", e, type(str(e)).__name__)
def check(n):
    assert n % 2 == 0, f"{n} is odd"
    return n // 2
for n in [4, 7, 10]:
    try:
        print(check(n))
    except AssertionError as e:
        print("failed:", e)
