# str.format.
print("{} + {} = {}".format(1, 2, 3))
print("{0} {1} {0}".format("a", "b"), "{1}{0}".format("x", "y"))
print("{name} is {age}".format(name="Ann", age=30), "{0} and {x}".format(1, x=2))
print("{:>8}|{:<8}|{:^8}|".format("r", "l", "c"), "{:*^9}".format("mid"))
print("{:5d}|{:<5d}|{:05d}|{:+d}|{:,}".format(42, 42, 42, 42, 1234567))
print("{:.3f} {:10.2f} {:e} {:.1%}".format(3.14159, 2.5, 12345.678, 0.256))
print("{:x} {:X} {:o} {:b} {:#x} {:#b} {:08b}".format(255, 255, 8, 5, 255, 5, 5))
print("{{literal braces}} {}".format("ok"), "{{}}".format())
print("{!r} {!s}".format("q", "q"), "{0!r:>6}".format("z"))
print("{:>{w}}|{:.{p}f}".format("pad", 3.14159, w=6, p=2))
print("{} {}".format([1, 2], {"a": 1}), "{}".format(None), "{}".format(2 ** 70))
row = "{:<10}{:>6}{:>8.2f}"
for item, qty, price in [("apple", 3, 0.5), ("banana", 12, 0.25), ("cherry", 100, 10.0)]:
    print(row.format(item, qty, price))
try:
    "{} {}".format(1)
except IndexError as e:
    print("IndexError:", e)
try:
    "{missing}".format(present=1)
except KeyError as e:
    print("KeyError:", e)
