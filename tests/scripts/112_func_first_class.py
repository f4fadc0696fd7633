# Functions are values: stored, passed and returned.
def double(x):
    return x * 2
def negate(x):
    return -x
def apply_all(fns, v):
    return [f(v) for f in fns]
print(apply_all([double, negate, abs, str, double], -4))
table = {"double": double, "negate": negate, "len": len}
print(table["double"](21), table["len"]("four"), sorted(table))
def apply_n(f, n, x):
    for _ in range(n):
        x = f(x)
    return x
print(apply_n(double, 10, 1), apply_n(negate, 3, 5))
def pipeline(*fns):
    def run(x):
        for f in fns:
            x = f(x)
        return x
    return run
p = pipeline(double, lambda x: x + 1, str, lambda s: s * 2)
print(p(4))
alias = double
print(alias is double, alias(8), alias.__name__)
def choose(op):
    if op == "max":
        return max
    return min
print(choose("max")(3, 7, 5), choose("min")([3, 7, 5]))
funcs = [len, sum, max, min, sorted]
print([f([3, 1, 2]) for f in funcs])
def reduce(f, seq, acc):
    for v in seq:
        acc = f(acc, v)
    return acc
print(reduce(lambda a, b: a * b, range(1, 11), 1), reduce(lambda a, b: b + a, "abc", ""))
print(double == double, double != negate, callable(double), callable(5))
handlers = []
def register(h):
    handlers.append(h)
    return h
register(print)
register(lambda *a: None)
for h in handlers:
    h("dispatched")
