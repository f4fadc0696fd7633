# demo.py: a tour of what fpy runs today (the core language: docs/subset.md, Level 1).
# Run it with `build/fpy examples/demo.py`; `python3 examples/demo.py` prints the same.

def banner(title):
    print()
    print(f"== {title} " + "=" * (50 - len(title)))


banner("numbers: small ints are free, big ints are exact")
def factorial(n):
    result = 1
    for i in range(2, n + 1):
        result *= i
    return result

f100 = factorial(100)
print("100! has", len(str(f100)), "digits; the first 20 are", str(f100)[:20])
print("2**100 =", 2 ** 100, "  -7 // 2 =", -7 // 2, "  -7 % 3 =", -7 % 3)
print("pow(3, 1000, 1000007) =", pow(3, 1000, 1000007))
print("0.1 + 0.2 =", 0.1 + 0.2, "  1/3 =", 1 / 3, "  2.5e-7 * 4 =", 2.5e-7 * 4)
print(f"{1234567.891:,.2f} | {255:#x} | {5:08b} | {3.14159:>10.3f}|")


banner("strings")
text = "the quick brown fox jumps over the lazy dog the end"
words = text.split()
counts = {}
for w in words:
    counts[w] = counts.get(w, 0) + 1
top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:3]
print("most common:", top)
print("title:", text.title()[:30], "| upper:", "fpy".upper(), "| reversed:", "stressed"[::-1])
print("%-8s|%5d|%7.3f" % ("pct", 42, 2.71828))


banner("containers and comprehensions")
squares = [n * n for n in range(10)]
evens = {n for n in squares if n % 2 == 0}
table = {n: [d for d in range(1, n + 1) if n % d == 0] for n in (6, 12, 28)}
print("squares:", squares)
print("even squares:", sorted(evens))
print("divisors:", table)
print("perfect:", [n for n, ds in table.items() if sum(ds) - n == n])
first, *middle, last = squares
print("first", first, "last", last, "middle has", len(middle))


banner("closures and generators")
def counter():
    count = 0
    def tick(step=1):
        nonlocal count
        count += step
        return count
    return tick

t = counter()
t(); t(); t(10)
print("counter:", t())
print("sum of cubes below 1000:", sum(x ** 3 for x in range(1000)))
print("primes:", [p for p in range(2, 60) if all(p % d for d in range(2, int(p ** 0.5) + 1))])


banner("errors are Python errors")
for bad in ("1 / 0", "[][5]", "{}['k']", "int('x')"):
    try:
        if bad == "1 / 0":
            1 / 0
        elif bad == "[][5]":
            [][5]
        elif bad == "{}['k']":
            {}["k"]
        else:
            int("x")
    except (ZeroDivisionError, IndexError, KeyError, ValueError) as e:
        print(f"{bad:10} -> {type(e).__name__}: {e}")
